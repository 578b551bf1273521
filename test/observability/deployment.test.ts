// Consistency checks for the deployment files, which cannot be built here (no Docker): the image must
// start what `npm run start:prod` starts, expose the configured ports, keep onnxruntime's download off,
// and compose/Prometheus/Grafana must point at each other correctly.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config.js';
import { loadDashboard, allPanels } from './dashboard-queries.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (p: string) => readFileSync(root + p, 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('docker-compose.yml');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; allowScripts?: Record<string, boolean> };
const defaults = loadConfig({});

/** Dockerfile instructions of the last stage. */
function finalStage(): string {
  const stages = dockerfile.split(/^FROM /m);
  return stages[stages.length - 1];
}

describe('Dockerfile', () => {
  it('runs the same entry point as npm run start:prod', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
    expect(cmd, 'CMD in exec form').not.toBeNull();
    // The script execs its command so that npm's shell does not stand between the gateway and SIGTERM.
    expect(`exec ${(JSON.parse(cmd![1]) as string[]).join(' ')}`).toBe(pkg.scripts['start:prod']);
  });

  it('builds on glibc Debian Node 20 images in every stage', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    for (const from of dockerfile.match(/^FROM .*/gm)!) expect(from).toMatch(/^FROM \$\{NODE_IMAGE\} AS \w+$/);
  });

  it('exposes the default API and metrics ports and health-checks /v1/health', () => {
    const expose = /^EXPOSE (.*)$/m.exec(dockerfile)![1].split(/\s+/).map(Number);
    expect(expose).toEqual(expect.arrayContaining([defaults.port, defaults.metricsPort]));
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n\s+CMD \["node", "-e", "fetch\(.*\/v1\/health/m);
  });

  it('never lets onnxruntime-node download CUDA binaries', () => {
    expect(pkg.allowScripts?.['onnxruntime-node']).toBe(false);
    // Every stage that installs packages sets the skip flag before `npm ci`.
    for (const stage of dockerfile.split(/^FROM /m).filter((s) => /npm ci/.test(s))) {
      const skip = stage.indexOf('ENV ONNXRUNTIME_NODE_INSTALL=skip');
      expect(skip, 'ONNXRUNTIME_NODE_INSTALL=skip in a stage running npm ci').toBeGreaterThanOrEqual(0);
      expect(skip).toBeLessThan(stage.indexOf('npm ci'));
    }
    expect(dockerfile).not.toMatch(/onnxruntime-node-install(-cuda)?=(?!skip)|ONNXRUNTIME_NODE_INSTALL=(?!skip)|approve-scripts|install-scripts approve/);
  });

  it('runs the final stage as a non-root user in production mode, without dev dependencies', () => {
    const stage = finalStage();
    expect(stage).toMatch(/^USER node$/m);
    expect(stage).toMatch(/NODE_ENV=production/);
    expect(stage).toMatch(/COPY --from=deps .*\/app\/node_modules/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });

  it('ships the compiled migrations (tsc does not copy .sql files)', () => {
    expect(existsSync(root + 'src/store/migrations')).toBe(true);
    // `npm run build` copies assets after tsc; the Dockerfile runs it and checks the result.
    expect(pkg.scripts.build).toMatch(/^tsc -p tsconfig\.build\.json && node scripts\/copy-assets\.mjs$/);
    expect(existsSync(root + 'scripts/copy-assets.mjs')).toBe(true);
    expect(read('.dockerignore').split('\n')).not.toContain('scripts');
    expect(dockerfile).toMatch(/RUN npm run build \\/);
    expect(dockerfile).toContain('ls dist/src/store/migrations/*.sql');
  });

  it('lets compiled code find models/ the way source code does (src/ner → ../../models)', () => {
    expect(existsSync(root + 'models')).toBe(true);
    expect(finalStage()).toMatch(/COPY --from=build .*\/app\/models \.\/models/);
    expect(finalStage()).toMatch(/ln -sfn \.\.\/models dist\/models/);
  });

  it('.dockerignore keeps secrets and local state out of the build context', () => {
    const ignored = read('.dockerignore').split('\n').map((l) => l.trim());
    for (const p of ['.git', 'node_modules', 'dist', 'data', '.env']) expect(ignored).toContain(p);
    // ...but not what the build needs.
    for (const p of ['src', 'workers', 'models', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json']) {
      expect(ignored).not.toContain(p);
    }
  });
});

describe('compose, Prometheus and Grafana wiring', () => {
  it('Prometheus scrapes both gateway instances on their metrics port', () => {
    expect(read('deploy/prometheus.yml')).toContain(`targets: ['gateway:${defaults.metricsPort}', 'gateway-2:${defaults.metricsPort}']`);
  });

  it('compose runs two gateway instances sharing PostgreSQL and Redis', () => {
    const services = parse(compose, { merge: true }).services as Record<string, any>;
    expect(services.redis.image).toMatch(/^redis:7/);
    for (const name of ['gateway', 'gateway-2']) {
      expect(services[name].image, name).toBe('pii-gateway:local');
      expect(services[name].environment.REDIS_URL, name).toBe('redis://redis:6379');
      expect(services[name].environment.DATABASE_URL, name).toMatch(/@postgres:5432\/gateway$/);
      expect(Object.keys(services[name].depends_on), name).toEqual(['postgres', 'redis']);
    }
    expect(services.gateway.ports).not.toEqual(services['gateway-2'].ports);
  });

  it('compose requires the master key with a clear message and wires the database', () => {
    expect(compose).toMatch(/GATEWAY_MASTER_KEY: \$\{GATEWAY_MASTER_KEY:\?GATEWAY_MASTER_KEY is not set/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/gateway:.*@postgres:5432\/gateway/);
    expect(compose).toMatch(/image: postgres:16/);
  });

  it('every host path compose mounts exists', () => {
    const mounts = [...compose.matchAll(/^\s+- (\.\/[^:]+):/gm)].map((m) => m[1]);
    expect(mounts.length).toBeGreaterThanOrEqual(3);
    for (const m of mounts) expect(existsSync(root + m), m).toBe(true);
  });

  it('Grafana loads the dashboard from where compose mounts it, and its data source variable finds the provisioned one', () => {
    const provisioningPath = /path: (\S+)/.exec(read('grafana/provisioning/dashboards/gateway.yml'))![1];
    expect(compose).toContain(`./grafana/dashboards:${provisioningPath}:ro`);
    // The variable, left unset, takes the default data source of its type: the provisioned Prometheus.
    const datasources = read('grafana/provisioning/datasources/prometheus.yml');
    expect(datasources).toMatch(/type: prometheus/);
    expect(datasources).toMatch(/isDefault: true/);
    const dash = loadDashboard();
    const variable = dash.templating.list.find((v) => v.name === 'datasource');
    expect(variable).toMatchObject({ type: 'datasource', query: 'prometheus' });
    for (const p of allPanels(dash)) if (p.type !== 'row') expect(p.datasource?.uid).toBe('${datasource}');
  });
});
