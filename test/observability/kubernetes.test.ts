// deploy/kubernetes/: parsed as YAML and checked against the gateway itself — the ConfigMap is a valid
// configuration, probes hit paths a running gateway answers, the grace period outlasts the shutdown,
// and the objects point at each other (selectors, names, ports, Secret keys).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { loadConfig } from '../../src/config.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';

const dir = fileURLToPath(new URL('../../deploy/kubernetes/', import.meta.url));
const configSource = readFileSync(fileURLToPath(new URL('../../src/config.ts', import.meta.url)), 'utf8');

type Obj = Record<string, any>;

function load(file: string): Obj[] {
  const docs = parseAllDocuments(readFileSync(dir + file, 'utf8'));
  for (const d of docs) expect(d.errors, file).toEqual([]);
  return docs.map((d) => d.toJS() as Obj).filter(Boolean);
}

const kustomization = load('kustomization.yaml')[0]!;
const objects = (kustomization.resources as string[]).flatMap(load);
const one = (kind: string): Obj => {
  const found = objects.filter((o) => o.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0]!;
};
const deployment = one('Deployment');
const pod = deployment.spec.template.spec;
const container = pod.containers[0];
const configMap = one('ConfigMap');
const SECRETS = ['DATABASE_URL', 'GATEWAY_MASTER_KEY', 'REDIS_URL'];

/** The environment a pod gets: the ConfigMap plus stand-ins for the Secret's keys. */
function podConfig() {
  return loadConfig({
    ...configMap.data,
    DATABASE_URL: 'postgres://gateway:x@postgres:5432/gateway',
    GATEWAY_MASTER_KEY: 'ab'.repeat(32),
    REDIS_URL: 'redis://redis:6379',
  });
}

describe('Kubernetes manifests', () => {
  it('every object parses and has apiVersion, kind and a name', () => {
    expect(objects.map((o) => o.kind).sort()).toEqual(['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'Service']);
    for (const o of objects) {
      expect(o.apiVersion, o.kind).toMatch(/^[a-z0-9./]+$/);
      expect(o.metadata?.name, o.kind).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('the ConfigMap is a valid gateway configuration naming only variables the gateway reads', () => {
    for (const key of Object.keys(configMap.data)) expect(configSource, key).toMatch(new RegExp(`^\\s+${key}: `, 'm'));
    for (const v of Object.values(configMap.data)) expect(typeof v, 'ConfigMap values are strings').toBe('string');
    const config = podConfig();
    expect(config.env).toBe('production');
    expect(config.redis.url).toBeDefined();
  });

  it('runs at least two non-root replicas with resources, ports and the three Secret references', () => {
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(deployment.spec.selector.matchLabels).toEqual(deployment.spec.template.metadata.labels);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
    for (const kind of ['requests', 'limits']) {
      expect(container.resources[kind].cpu, kind).toBeDefined();
      expect(container.resources[kind].memory, kind).toBeDefined();
    }
    const config = podConfig();
    const ports = Object.fromEntries((container.ports as Obj[]).map((p) => [p.name, p.containerPort]));
    expect(ports).toEqual({ http: config.port, metrics: config.metricsPort });
    expect(container.envFrom).toEqual([{ configMapRef: { name: configMap.metadata.name } }]);
    const refs = Object.fromEntries((container.env as Obj[]).map((e) => [e.name, e.valueFrom?.secretKeyRef]));
    for (const name of SECRETS) expect(refs[name], name).toEqual({ name: 'pii-gateway-secrets', key: name });
    // No secret value is written into a manifest.
    for (const name of SECRETS) expect(configMap.data[name], name).toBeUndefined();
  });

  it('the termination grace period outlasts the drain, the shutdown grace and the hard-stop margin', () => {
    const config = podConfig();
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(config.shutdownDrainMs + config.shutdownGraceMs + 5_000);
    expect(config.shutdownDrainMs).toBeGreaterThan(0);
  });

  it('Service, HPA and PDB point at the Deployment and its pods', () => {
    const labels = deployment.spec.template.metadata.labels;
    const service = one('Service');
    expect(service.spec.selector).toEqual(labels);
    for (const p of service.spec.ports as Obj[]) expect(['http', 'metrics']).toContain(p.targetPort);
    const hpa = one('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    const pdb = one('PodDisruptionBudget');
    expect(pdb.spec.selector.matchLabels).toEqual(labels);
    expect(pdb.spec.maxUnavailable ?? 0).toBeLessThan(hpa.spec.minReplicas);
  });

  describe('probes', () => {
    let gw: TestGateway;
    beforeAll(async () => {
      gw = await startTestGateway();
    });
    afterAll(async () => gw?.close());

    it('hit paths a running gateway answers with 200 on the http port', async () => {
      const probes = ['startupProbe', 'livenessProbe', 'readinessProbe'].map((p) => [p, container[p]] as const);
      for (const [name, probe] of probes) {
        expect(probe?.httpGet, name).toBeDefined();
        expect(probe.httpGet.port, name).toBe('http');
        const res = await fetch(gw.url + probe.httpGet.path);
        expect(res.status, `${name} ${probe.httpGet.path}`).toBe(200);
      }
      // Liveness must stay cheap and never depend on the database; readiness is the one that does.
      expect(container.livenessProbe.httpGet.path).toBe('/v1/health');
      expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    });
  });
});
