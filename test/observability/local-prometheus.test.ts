// docs/observability.md runs Prometheus without Docker on deploy/prometheus-local.yml: it must be a
// configuration Prometheus accepts, scraping the gateway's default metrics port on this machine in the
// one job the dashboard sums by.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config.js';

const FILE = 'deploy/prometheus-local.yml';
const promtool = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).stdout.trim();
if (!promtool) console.warn('SKIPPED the promtool check in local-prometheus.test.ts: promtool is not installed (apt-get install -y prometheus)');

describe('deploy/prometheus-local.yml', () => {
  it('scrapes the default METRICS_PORT on 127.0.0.1 in one job', () => {
    const config = parse(readFileSync(FILE, 'utf8')) as { scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[] };
    expect(config.scrape_configs).toHaveLength(1);
    const targets = config.scrape_configs[0].static_configs.flatMap((s) => s.targets);
    expect(targets).toEqual([`127.0.0.1:${loadConfig({}).metricsPort}`]);
  });

  it.skipIf(!promtool)('is accepted by promtool', () => {
    const r = spawnSync(promtool, ['check', 'config', FILE], { encoding: 'utf8' });
    expect(r.status, r.stdout + r.stderr).toBe(0);
  });
});
