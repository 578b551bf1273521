// Software that bears a person's name ("Kafka", "Swift", "Jenkins", "Hadoop"): in a sentence about software a
// PERSON span that is one such word alone is the product, not a person ("Kafka i RabbitMQ obsługują kolejki",
// "Swift i Kotlin to języki…"). About software means another product of the list, a camel-case product name
// ("RabbitMQ", "GitHub") or a word of programming ("backend", "framework", "serwer") within the same stretch of
// text. The writer Kafka and the singer Swift stay names elsewhere, and with a first name ("Taylor Swift") always.
import { fold } from './fold.js';
import type { Candidate } from './types.js';

/** Products, languages and tools named like people or written like names (folded). */
const SOFTWARE: ReadonlySet<string> = new Set([
  'kafka', 'swift', 'spring', 'rust', 'jenkins', 'ansible', 'kotlin', 'scala', 'ruby', 'rails', 'django', 'flask', 'laravel',
  'symfony', 'hadoop', 'spark', 'hive', 'cassandra', 'redis', 'mongo', 'elastic', 'kibana', 'grafana', 'prometheus', 'loki',
  'jaeger', 'envoy', 'istio', 'helm', 'terraform', 'vault', 'consul', 'nomad', 'packer', 'vagrant', 'docker', 'podman',
  'kubernetes', 'maven', 'gradle', 'jest', 'mocha', 'jasmine', 'karma', 'cypress', 'selenium', 'playwright', 'puppeteer',
  'webpack', 'babel', 'vite', 'angular', 'react', 'vue', 'svelte', 'ember', 'express', 'nuxt', 'gatsby', 'hugo', 'jekyll',
  'jira', 'confluence', 'bamboo', 'bitbucket', 'trello', 'slack', 'figma', 'notion', 'asana', 'linux', 'ubuntu', 'debian',
  'fedora', 'gentoo', 'alpine', 'nginx', 'apache', 'tomcat', 'jetty', 'oracle', 'postgres', 'pascal', 'fortran', 'cobol',
  'haskell', 'erlang', 'elixir', 'perl', 'lua', 'dart', 'flutter', 'xamarin', 'unity', 'blender', 'houdini', 'lisp',
  'clojure', 'groovy', 'spock', 'gatling', 'locust', 'celery', 'pulsar', 'flink', 'storm', 'airflow', 'luigi', 'jupyter',
  'pandas', 'numpy', 'keras', 'torch', 'sentry', 'datadog', 'splunk', 'nagios', 'zabbix', 'puppet', 'chef', 'heroku',
  'vercel', 'netlify', 'sidekiq', 'phoenix', 'ionic', 'electron', 'quarkus', 'micronaut', 'hibernate', 'lombok', 'junit',
  'mockito', 'sonar', 'sonarqube', 'nexus', 'artifactory', 'harbor', 'argo', 'tekton', 'keycloak', 'wildfly', 'jboss',
  'go', 'java', 'python', 'kubectl', 'zookeeper', 'rabbit', 'logstash', 'fluentd', 'traefik', 'caddy',
]);
/** Words of programming and operations (folded prefixes). */
const TECH_WORDS = [
  'backend', 'frontend', 'framework', 'kolejk', 'klaster', 'serwer', 'server', 'deploy', 'kontener', 'container',
  'mikroserwis', 'microservice', 'repozytor', 'repository', 'commit', 'skrypt', 'aplikacj', 'programist', 'programow',
  'developer', 'devops', 'pipeline', 'endpoint', 'broker', 'cluster', 'queue', 'kompilator', 'compiler',
  'bazy danych', 'baza danych', 'database', 'open source', 'plugin', 'wtyczk', 'konfiguracj', 'config', 'stack', 'release',
];
/** A product written in camel case or with a capital inside ("RabbitMQ", "GitHub", "PostgreSQL", "iOS"). */
const CAMEL_CASE_RE = /(?<![\p{L}\p{N}_])\p{L}\p{Ll}+\p{Lu}[\p{L}\p{N}]*/u;
const WORD_RE = /[\p{L}\p{N}]+/gu;
/** How far around the span the sentence about software is read. */
const REACH = 160;

/** Whether the text around text[start, end) is about software: another listed product, a camel-case name or a tech word. */
function aboutSoftware(text: string, start: number, end: number, self: string): boolean {
  const around = text.slice(Math.max(0, start - REACH), start) + ' ' + text.slice(end, end + REACH);
  if (CAMEL_CASE_RE.test(around)) return true;
  const folded = fold(around);
  if (TECH_WORDS.some((w) => folded.includes(w))) return true;
  for (const m of folded.matchAll(WORD_RE)) {
    const product = softwareOf(m[0]);
    if (product !== undefined && product !== self) return true;
  }
  return false;
}

/** Polish case endings a product's name takes ("Reacta", "Angularem", "w Dockerze" aside, "Kafkę"). */
const CASE_ENDING_RE = /(?:owi|iem|em|ie|a|u|y|ą|ę)$/;

/** The listed product a folded word names, in the nominative or with a case ending, or undefined. */
function softwareOf(word: string): string | undefined {
  if (SOFTWARE.has(word)) return word;
  const m = CASE_ENDING_RE.exec(word);
  if (!m) return undefined;
  const stem = word.slice(0, m.index);
  if (SOFTWARE.has(stem)) return stem;
  return SOFTWARE.has(stem + 'a') ? stem + 'a' : undefined; // "kafkę" → "kafka"
}

/** Candidates without the PERSON spans that are one software product's name in a sentence about software. */
export function dropSoftwareNames(text: string, candidates: Candidate[]): Candidate[] {
  let drop: Set<Candidate> | undefined;
  for (const c of candidates) {
    if (c.type !== 'PERSON') continue;
    const product = softwareOf(fold(text.slice(c.start, c.end)));
    if (product === undefined || !aboutSoftware(text, c.start, c.end, product)) continue;
    (drop ??= new Set()).add(c);
  }
  return drop ? candidates.filter((c) => !drop!.has(c)) : candidates;
}
