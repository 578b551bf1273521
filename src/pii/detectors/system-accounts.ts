// Values in a login slot that are no person's login: accounts of systems and services (root, postgres,
// www-data), placeholders and literals of code and config (null, true, string, changeme). A system account
// is not personal data, so "user=postgres" is forwarded as it is.
/** Accounts of systems and services, placeholders and literals: never one person's login (folded). */
const NOT_PERSONAL: ReadonlySet<string> = new Set([
  'root', 'admin', 'administrator', 'postgres', 'postgresql', 'mysql', 'sa', 'sys', 'system', 'oracle', 'www-data',
  'nobody', 'daemon', 'nginx', 'apache', 'httpd', 'git', 'guest', 'gosc', 'test', 'tester', 'testuser', 'demo',
  'user', 'username', 'login', 'nick', 'handle', 'anonymous', 'anonim', 'default', 'service', 'ubuntu', 'ec2-user',
  'centos', 'debian', 'docker', 'jenkins', 'gitlab-runner', 'runner', 'automoderator', 'dependabot', 'renovate', 'github-actions', 'deploy', 'deployer', 'backup', 'bot', 'ci',
  'dev', 'developer', 'app', 'api', 'web', 'db', 'database', 'redis', 'mongo', 'mongodb', 'elastic', 'kibana',
  'grafana', 'prometheus', 'rabbitmq', 'guest', 'master', 'main', 'owner', 'superuser', 'su', 'operator', 'support',
  'true', 'false', 'null', 'none', 'nil', 'undefined', 'yes', 'no', 'on', 'off', 'string', 'number', 'int', 'integer',
  'boolean', 'bool', 'object', 'array', 'any', 'str', 'text', 'varchar', 'char', 'required', 'optional', 'unknown',
  'empty', 'n-a', 'na', 'tbd', 'todo', 'example', 'sample', 'foo', 'bar', 'baz', 'xxx', 'changeme', 'secret',
  'password', 'haslo', 'email', 'mail', 'id', 'name', 'self', 'this', 'me', 'everyone', 'all', 'here', 'channel',
  'await', 'new', 'typeof', 'function', 'require', 'import', 'return', 'async', 'const', 'let', 'var', 'void',
  'tak', 'nie', 'brak', 'account', 'profile', 'konto', 'uzytkownik', 'signin', 'logout', 'register',
  'local', 'localhost', 'public', 'private', 'internal', 'external', 'asc', 'desc', 'unique', 'index', 'primary',
]);

/** Whether a value (any case) is a system account, placeholder or literal. */
export function isSystemAccount(value: string): boolean {
  return NOT_PERSONAL.has(value.toLowerCase());
}
