/**
 * deploy/kubernetes: the kustomize base renders, every object is valid against the Kubernetes
 * schemas, the properties operators rely on hold, and the app runs with its files read-only.
 *
 * Rendering: Debian (the CI machines) packages no kustomize and only an old kubectl
 * (`kubernetes-client` 1.20, whose kustomize v2 predates the `labels` field), so the base is
 * rendered here by `renderKustomization`, which implements exactly the kustomize features the base
 * uses and refuses any other. Where a kubectl with kustomize >= 4.1 is on PATH, its
 * `kubectl kustomize` output must equal this rendering, so the two cannot drift.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { parseAllDocuments, parse as parseYaml } from 'yaml';
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { Service, type IService } from 'kubernetes-models/v1/Service';
import {
  HorizontalPodAutoscaler,
  type IHorizontalPodAutoscaler,
} from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget, type IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { freePort } from '../helpers/server.js';

const BASE = 'deploy/kubernetes';
const NAME = 'aldermere-site';

type KObject = Record<string, unknown> & {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
};

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------
// The renderer: kustomize's `resources` (files only) and `labels` with includeSelectors: true.
// ---------------------------------------------------------------------------------------------

/** A kustomize field spec: where `labels` (includeSelectors: true) writes, for which kinds. */
interface FieldSpec {
  path: string;
  create: boolean;
  group?: string;
  version?: string;
  kind?: string;
}

/**
 * The field specs kustomize uses for `labels` with includeSelectors (its commonLabels specs,
 * api/internal/konfig/builtinpluginconsts/commonlabels.go and metadatalabels.go), cut to the kinds
 * below. A kind not listed in SUPPORTED_KINDS is refused, so a new kind means adding its specs.
 */
const LABEL_FIELD_SPECS: FieldSpec[] = [
  { path: 'metadata/labels', create: true },
  { path: 'spec/selector', create: true, version: 'v1', kind: 'Service' },
  { path: 'spec/selector/matchLabels', create: true, kind: 'Deployment' },
  { path: 'spec/template/metadata/labels', create: true, kind: 'Deployment' },
  ...['podAffinity', 'podAntiAffinity'].flatMap((affinity) => [
    {
      path: `spec/template/spec/affinity/${affinity}/preferredDuringSchedulingIgnoredDuringExecution/podAffinityTerm/labelSelector/matchLabels`,
      create: false,
      group: 'apps',
      kind: 'Deployment',
    },
    {
      path: `spec/template/spec/affinity/${affinity}/requiredDuringSchedulingIgnoredDuringExecution/labelSelector/matchLabels`,
      create: false,
      group: 'apps',
      kind: 'Deployment',
    },
  ]),
  {
    path: 'spec/template/spec/topologySpreadConstraints/labelSelector/matchLabels',
    create: false,
    group: 'apps',
    kind: 'Deployment',
  },
  { path: 'spec/selector/matchLabels', create: false, group: 'policy', kind: 'PodDisruptionBudget' },
];

const SUPPORTED_KINDS = new Set([
  'v1/Service',
  'apps/v1/Deployment',
  'autoscaling/v2/HorizontalPodAutoscaler',
  'policy/v1/PodDisruptionBudget',
]);

function specMatches(spec: FieldSpec, object: KObject): boolean {
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : ['', object.apiVersion];
  return (
    (spec.kind === undefined || spec.kind === object.kind) &&
    (spec.group === undefined || spec.group === group) &&
    (spec.version === undefined || spec.version === version)
  );
}

/** Merges `pairs` into the map at `path`; lists on the way are walked item by item, as kustomize does. */
function setLabels(node: unknown, path: string[], create: boolean, pairs: Record<string, string>): void {
  if (Array.isArray(node)) {
    for (const item of node) setLabels(item, path, create, pairs);
    return;
  }
  if (!isMap(node)) return;
  const [head, ...rest] = path as [string, ...string[]];
  let next = node[head];
  if (next === undefined || next === null) {
    if (!create) return;
    next = node[head] = {};
  }
  if (rest.length > 0) {
    setLabels(next, rest, create, pairs);
    return;
  }
  if (!isMap(next)) throw new Error(`${head} is not a map`);
  Object.assign(next, pairs);
}

/** Renders a kustomization directory, refusing every kustomize feature it does not implement. */
function renderKustomization(dir: string): KObject[] {
  for (const other of ['kustomization.yml', 'Kustomization']) {
    if (existsSync(join(dir, other))) throw new Error(`${dir}: use only kustomization.yaml (found ${other})`);
  }
  const kustomization: unknown = parseYaml(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
  if (!isMap(kustomization)) throw new Error('kustomization.yaml is not a map');
  const unsupported = Object.keys(kustomization).filter(
    (k) => !['apiVersion', 'kind', 'resources', 'labels'].includes(k),
  );
  if (unsupported.length > 0) {
    throw new Error(`kustomization.yaml uses ${unsupported.join(', ')}: teach renderKustomization in this test first`);
  }
  if (kustomization.apiVersion !== 'kustomize.config.k8s.io/v1beta1' || kustomization.kind !== 'Kustomization') {
    throw new Error('kustomization.yaml: expected apiVersion kustomize.config.k8s.io/v1beta1, kind Kustomization');
  }

  const objects: KObject[] = [];
  const seen = new Set<string>();
  for (const resource of (kustomization.resources ?? []) as unknown[]) {
    if (typeof resource !== 'string' || /^[a-z]+:\/\//u.test(resource) || !/\.ya?ml$/u.test(resource)) {
      throw new Error(`resource ${String(resource)}: only local YAML files are supported`);
    }
    const file = resolve(dir, resource);
    if (!file.startsWith(resolve(dir) + '/')) throw new Error(`resource ${resource} is outside ${dir}`);
    for (const document of parseAllDocuments(readFileSync(file, 'utf8'))) {
      if (document.errors.length > 0) throw new Error(`${resource}: ${document.errors[0]!.message}`);
      const value: unknown = document.toJS();
      if (value === null || value === undefined) continue; // kustomize skips empty documents
      if (
        !isMap(value) ||
        typeof value.apiVersion !== 'string' ||
        typeof value.kind !== 'string' ||
        !isMap(value.metadata)
      ) {
        throw new Error(`${resource}: a document without apiVersion, kind and metadata`);
      }
      const object = value as KObject;
      if (!SUPPORTED_KINDS.has(`${object.apiVersion}/${object.kind}`)) {
        throw new Error(`${resource}: ${object.apiVersion} ${object.kind} is not supported by renderKustomization`);
      }
      const id = `${object.apiVersion}/${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;
      if (seen.has(id)) throw new Error(`${resource}: ${id} is defined twice`);
      seen.add(id);
      objects.push(object);
    }
  }

  for (const entry of (kustomization.labels ?? []) as unknown[]) {
    if (
      !isMap(entry) ||
      !isMap(entry.pairs) ||
      Object.keys(entry).some((k) => k !== 'pairs' && k !== 'includeSelectors')
    ) {
      throw new Error('labels: only entries of `pairs` and `includeSelectors` are supported');
    }
    if (entry.includeSelectors !== true) throw new Error('labels: only includeSelectors: true is supported');
    const pairs = Object.fromEntries(Object.entries(entry.pairs).map(([k, v]) => [k, String(v)]));
    for (const object of objects) {
      for (const spec of LABEL_FIELD_SPECS) {
        if (specMatches(spec, object)) setLabels(object, spec.path.split('/'), spec.create, pairs);
      }
    }
  }
  return objects;
}

/** `kubectl kustomize` when a kubectl with kustomize >= 4.1 (the `labels` field) is on PATH. */
function kubectlKustomize(): { version: string; render: () => KObject[] } | { skip: string } {
  const probe = spawnSync('kubectl', ['version', '--client', '-o', 'json'], { encoding: 'utf8', timeout: 30_000 });
  if (probe.error !== undefined || probe.status !== 0) return { skip: 'kubectl is not on PATH' };
  let version: string | undefined;
  try {
    version = (JSON.parse(probe.stdout) as { kustomizeVersion?: string }).kustomizeVersion;
  } catch {
    version = undefined;
  }
  const [major = 0, minor = 0] = (version ?? '').replace(/^v/u, '').split('.').map(Number);
  if (version === undefined || major < 4 || (major === 4 && minor < 1)) {
    return { skip: `kubectl's kustomize ${version ?? '(unknown, kubectl < 1.24)'} predates the labels field` };
  }
  return {
    version,
    render: () =>
      parseAllDocuments(execFileSync('kubectl', ['kustomize', BASE], { encoding: 'utf8', timeout: 60_000 }))
        .map((d) => d.toJS() as KObject | null)
        .filter((o): o is KObject => o !== null),
  };
}

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

/** Per apiVersion/kind: the kubernetes-models class (JSON-schema validation) and its TypeScript type. */
const MODELS: Record<string, { validate: (o: unknown) => void; module: string; type: string }> = {
  'apps/v1/Deployment': {
    validate: (o) => new Deployment(o as IDeployment).validate(),
    module: 'kubernetes-models/apps/v1/Deployment',
    type: 'IDeployment',
  },
  'v1/Service': {
    validate: (o) => new Service(o as IService).validate(),
    module: 'kubernetes-models/v1/Service',
    type: 'IService',
  },
  'autoscaling/v2/HorizontalPodAutoscaler': {
    validate: (o) => new HorizontalPodAutoscaler(o as IHorizontalPodAutoscaler).validate(),
    module: 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler',
    type: 'IHorizontalPodAutoscaler',
  },
  'policy/v1/PodDisruptionBudget': {
    validate: (o) => new PodDisruptionBudget(o as IPodDisruptionBudget).validate(),
    module: 'kubernetes-models/policy/v1/PodDisruptionBudget',
    type: 'IPodDisruptionBudget',
  },
};

/**
 * Unknown fields. kubernetes-models' validators accept properties the schema does not name (a
 * misspelt `readinesProbe` passes), so each object is also type-checked as an object literal of
 * the model's TypeScript interface, where excess-property checks name every unknown field.
 * Returns the diagnostics per virtual file.
 */
function unknownFieldDiagnostics(files: Record<string, KObject[]>): Record<string, string[]> {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
  };
  const sources = new Map<string, string>();
  for (const [name, objects] of Object.entries(files)) {
    const keys = objects.map((o) => `${o.apiVersion}/${o.kind}`);
    const imports = [...new Set(keys)].map((k) => `import type { ${MODELS[k]!.type} } from '${MODELS[k]!.module}';`);
    const body = objects.map(
      (o, i) => `export const o${i}: ${MODELS[keys[i]!]!.type} = ${JSON.stringify(o, null, 2)};`,
    );
    sources.set(resolve('tests/deploy', `${name}.ts`), [...imports, ...body].join('\n'));
  }
  const host = ts.createCompilerHost(options);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (f) => sources.has(f) || fileExists(f);
  host.readFile = (f) => sources.get(f) ?? readFile(f);
  host.getSourceFile = (f, language, ...rest) => {
    const text = sources.get(f);
    return text === undefined ? getSourceFile(f, language, ...rest) : ts.createSourceFile(f, text, language);
  };
  const program = ts.createProgram([...sources.keys()], options, host);
  const result: Record<string, string[]> = {};
  for (const name of Object.keys(files)) {
    const file = program.getSourceFile(resolve('tests/deploy', `${name}.ts`))!;
    result[name] = ts
      .getPreEmitDiagnostics(program, file)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  return result;
}

// ---------------------------------------------------------------------------------------------

const rendered = renderKustomization(BASE);

function find<T>(kind: string, name = NAME): T {
  const found = rendered.filter((o) => o.kind === kind && o.metadata.name === name);
  expect(found, `${kind} ${name}`).toHaveLength(1);
  return found[0] as unknown as T;
}

const deployment = find<IDeployment>('Deployment');
const podSpec = deployment.spec!.template.spec!;
const podLabels = deployment.spec!.template.metadata!.labels!;
const container = podSpec.containers.find((c) => c.name === 'site')!;
const env = Object.fromEntries((container.env ?? []).map((e) => [e.name, e.value]));

/** Every label of a selector is a label of the pods (so the selector selects them). */
function selectsPods(selector: Record<string, string> | undefined): void {
  expect(selector, 'selector').toBeDefined();
  expect(Object.keys(selector!).length).toBeGreaterThan(0);
  for (const [key, value] of Object.entries(selector!)) expect(podLabels[key], key).toBe(value);
}

describe('deploy/kubernetes (kustomize base)', () => {
  it('renders a Deployment, the Services, an HPA and a PDB, all labelled and in no namespace', () => {
    expect(rendered.map((o) => `${o.kind}/${o.metadata.name}`).sort()).toEqual([
      `Deployment/${NAME}`,
      `HorizontalPodAutoscaler/${NAME}`,
      `PodDisruptionBudget/${NAME}`,
      `Service/${NAME}`,
      `Service/${NAME}-metrics`,
    ]);
    for (const object of rendered) {
      expect(object.metadata.labels?.['app.kubernetes.io/name'], object.kind).toBe(NAME);
      expect(object.metadata.namespace, object.kind).toBeUndefined();
    }
  });

  const kubectl = kubectlKustomize();
  it.skipIf('skip' in kubectl)(
    `renders exactly as \`kubectl kustomize\`${'skip' in kubectl ? ` (skipped: ${kubectl.skip})` : ''}`,
    () => {
      if ('skip' in kubectl) return;
      const key = (o: KObject): string => `${o.apiVersion}/${o.kind}/${o.metadata.name}`;
      const sort = (objects: KObject[]): KObject[] => [...objects].sort((a, b) => key(a).localeCompare(key(b)));
      expect(sort(renderKustomization(BASE))).toEqual(sort(kubectl.render()));
    },
  );

  it('validates every object against the Kubernetes schemas (kubernetes-models)', () => {
    for (const object of rendered) {
      const model = MODELS[`${object.apiVersion}/${object.kind}`];
      expect(model, `${object.apiVersion} ${object.kind}`).toBeDefined();
      expect(() => model!.validate(object), `${object.kind} ${object.metadata.name}`).not.toThrow();
    }
    // The validators do catch a wrong type.
    const broken = structuredClone(deployment) as unknown as { spec: { replicas: unknown } };
    broken.spec.replicas = 'three';
    expect(() => MODELS['apps/v1/Deployment']!.validate(broken)).toThrow(/replicas/u);
  });

  it('has no field the schemas do not know (TypeScript excess-property check)', () => {
    const canary = structuredClone(rendered.find((o) => o.kind === 'Deployment')!);
    const canaryContainer = (canary as unknown as IDeployment).spec!.template.spec!.containers[0]! as unknown as Record<
      string,
      unknown
    >;
    canaryContainer.readinesProbe = canaryContainer.readinessProbe;
    const diagnostics = unknownFieldDiagnostics({ __rendered_manifests__: rendered, __canary__: [canary] });
    expect(diagnostics.__rendered_manifests__).toEqual([]);
    // The check works: a misspelt field is reported.
    expect(diagnostics.__canary__!.join('\n')).toMatch(/readinesProbe/u);
  }, 60_000);

  describe('Deployment', () => {
    it('rolls out without losing capacity', () => {
      expect(deployment.spec!.replicas).toBe(3);
      expect(deployment.spec!.strategy?.type).toBe('RollingUpdate');
      expect(deployment.spec!.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
      expect([1, '25%']).toContain(deployment.spec!.strategy?.rollingUpdate?.maxSurge);
      selectsPods(deployment.spec!.selector.matchLabels);
    });

    it('probes /readyz for readiness, /healthz for liveness and start-up', () => {
      expect(container.ports).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'http', containerPort: 3000 }),
          expect.objectContaining({ name: 'metrics', containerPort: 9464 }),
        ]),
      );
      const readiness = container.readinessProbe!;
      expect(readiness.httpGet?.path).toBe('/readyz');
      expect(readiness.httpGet?.port).toBe('http');
      expect(readiness.periodSeconds).toBeGreaterThanOrEqual(2);
      expect(readiness.periodSeconds).toBeLessThanOrEqual(5);
      expect(readiness.failureThreshold).toBe(2);
      expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
      expect(container.startupProbe?.httpGet?.path).toBe('/healthz');
      // A slow start gets at least 10 s before a restart.
      const startup = container.startupProbe!;
      expect((startup.periodSeconds ?? 10) * (startup.failureThreshold ?? 3)).toBeGreaterThanOrEqual(10);
      // The liveness probe cannot kill a pod while it drains (it no longer accepts connections).
      const liveness = container.livenessProbe!;
      const shutdownSeconds = (Number(env.SHUTDOWN_DELAY_MS) + Number(env.SHUTDOWN_TIMEOUT_MS)) / 1000;
      expect((liveness.periodSeconds ?? 10) * (liveness.failureThreshold ?? 3)).toBeGreaterThan(shutdownSeconds);
    });

    it('gives the shutdown delay and drain time to finish before SIGKILL', () => {
      expect(env.SHUTDOWN_DELAY_MS).toMatch(/^\d+$/u);
      expect(env.SHUTDOWN_TIMEOUT_MS).toMatch(/^\d+$/u);
      const needed = (Number(env.SHUTDOWN_DELAY_MS) + Number(env.SHUTDOWN_TIMEOUT_MS)) / 1000;
      expect(podSpec.terminationGracePeriodSeconds).toBeGreaterThan(needed);
    });

    it('sets the environment docs/operating.md documents', () => {
      expect(container.image).toBe('aldermere-site:latest');
      expect(env).toMatchObject({
        PORT: '3000',
        PUBLIC_ORIGIN: 'https://www.example.com',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
        SHUTDOWN_DELAY_MS: '5000',
        SHUTDOWN_TIMEOUT_MS: '10000',
        METRICS_PORT: '9464',
      });
      for (const e of container.env ?? []) expect(e.value, e.name).toEqual(expect.any(String));
      expect(deployment.spec!.template.metadata!.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': env.METRICS_PORT,
      });
    });

    it('runs unprivileged, read-only, without a service account token', () => {
      expect(podSpec.automountServiceAccountToken).toBe(false);
      expect(podSpec.securityContext).toMatchObject({
        runAsNonRoot: true,
        runAsUser: 1000,
        runAsGroup: 1000,
        fsGroup: 1000,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      expect(container.securityContext).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(container.securityContext?.privileged).not.toBe(true);
      // A writable /tmp from an emptyDir.
      const tmp = container.volumeMounts?.find((m) => m.mountPath === '/tmp');
      expect(tmp).toBeDefined();
      expect(podSpec.volumes?.find((v) => v.name === tmp!.name)?.emptyDir).toBeDefined();
    });

    it('requests CPU and memory, and limits memory', () => {
      const resources = container.resources!;
      expect(resources.requests?.cpu).toBeDefined();
      expect(resources.requests?.memory).toBeDefined();
      expect(resources.limits?.memory).toBeDefined();
      const mebibytes = (q: string | number): number => {
        const match = /^(\d+)(Mi|Gi)$/u.exec(String(q));
        if (match === null) throw new Error(`unexpected quantity ${q}`);
        return Number(match[1]) * (match[2] === 'Gi' ? 1024 : 1);
      };
      // Measured peak RSS under load was ~154 MiB (see the comment in deployment.yaml).
      expect(mebibytes(resources.requests!.memory!)).toBeGreaterThanOrEqual(160);
      expect(mebibytes(resources.limits!.memory!)).toBeGreaterThanOrEqual(mebibytes(resources.requests!.memory!));
    });

    it('spreads replicas across zones and nodes', () => {
      const constraints = podSpec.topologySpreadConstraints ?? [];
      const zone = constraints.find((c) => c.topologyKey === 'topology.kubernetes.io/zone');
      expect(zone).toMatchObject({ maxSkew: 1, whenUnsatisfiable: 'ScheduleAnyway' });
      expect(constraints.map((c) => c.topologyKey)).toContain('kubernetes.io/hostname');
      for (const c of constraints) selectsPods(c.labelSelector?.matchLabels);
    });
  });

  it('Service: ClusterIP port 80 to the http port, selecting the pods; metrics only on their own Service', () => {
    const service = find<IService>('Service');
    expect(service.spec!.type ?? 'ClusterIP').toBe('ClusterIP');
    expect(service.spec!.ports).toEqual([expect.objectContaining({ name: 'http', port: 80, targetPort: 'http' })]);
    selectsPods(service.spec!.selector);

    const metrics = find<IService>('Service', `${NAME}-metrics`);
    expect(metrics.spec!.clusterIP).toBe('None');
    expect(metrics.spec!.ports).toEqual([
      expect.objectContaining({ name: 'metrics', port: 9464, targetPort: 'metrics' }),
    ]);
    selectsPods(metrics.spec!.selector);
  });

  it('HorizontalPodAutoscaler: scales the Deployment on CPU, slowly down', () => {
    const hpa = find<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: deployment.metadata!.name,
    });
    expect(hpa.spec.minReplicas).toBe(3);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas!);
    const cpu = hpa.spec.metrics?.find((m) => m.type === 'Resource' && m.resource?.name === 'cpu');
    expect(cpu?.resource?.target).toMatchObject({ type: 'Utilization' });
    expect(cpu!.resource!.target.averageUtilization).toBeGreaterThanOrEqual(50);
    expect(cpu!.resource!.target.averageUtilization).toBeLessThanOrEqual(80);
    expect(hpa.spec.behavior?.scaleDown?.stabilizationWindowSeconds).toBeGreaterThan(0);
  });

  it('PodDisruptionBudget: selects the pods and keeps all but one available', () => {
    const pdb = find<IPodDisruptionBudget>('PodDisruptionBudget');
    selectsPods(pdb.spec!.selector?.matchLabels);
    const { minAvailable, maxUnavailable } = pdb.spec!;
    expect(
      maxUnavailable === 1 || minAvailable === 2,
      `maxUnavailable ${maxUnavailable}, minAvailable ${minAvailable}`,
    ).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// The app with its files read-only (readOnlyRootFilesystem) and a writable TMPDIR (the emptyDir).
// ---------------------------------------------------------------------------------------------

/** The unprivileged user to run as when the tests run as root (where chmod does not stop writes). */
function unprivileged(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('nobody:'));
  const [, , uid = '65534', gid = '65534'] = line?.split(':') ?? [];
  return { uid: Number(uid), gid: Number(gid) };
}

describe('the production server with read-only files', () => {
  const user = unprivileged();
  let base = '';
  let child: ChildProcess | undefined;

  beforeAll(() => {
    if (!existsSync('dist/server/index.js')) throw new Error('dist/ is missing: run `node build.mjs` first');
    base = mkdtempSync(join(tmpdir(), 'aldermere-readonly-'));
    chmodSync(base, 0o755); // mkdtemp makes it 0700, closed to the unprivileged user
    const app = join(base, 'app');
    mkdirSync(app);
    cpSync('dist', join(app, 'dist'), { recursive: true });
    cpSync('package.json', join(app, 'package.json'));
    execFileSync('chmod', ['-R', 'a-w,a+rX', app]);
    const tmp = join(base, 'tmp');
    mkdirSync(tmp, { mode: 0o700 });
    if (user !== undefined) chownSync(tmp, user.uid, user.gid);
  });

  afterAll(async () => {
    if (child !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    if (base !== '') {
      execFileSync('chmod', ['-R', 'u+w', base]);
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('cannot write its own files (the set-up holds)', () => {
    const write = spawnSync(process.execPath, ['-e', "require('fs').writeFileSync('probe', 'x')"], {
      cwd: join(base, 'app'),
      env: {},
      ...(user ?? {}),
      encoding: 'utf8',
    });
    expect(write.status).not.toBe(0);
    expect(write.stderr).toMatch(/EACCES|EROFS|EPERM/u);
  });

  it('starts, answers /healthz, pages and /readyz, and stops cleanly on SIGTERM', async () => {
    const app = join(base, 'app');
    const port = await freePort();
    const metricsPort = await freePort();
    child = spawn(process.execPath, ['dist/server/index.js'], {
      cwd: app,
      // The container's environment: the image's NODE_ENV and the manifest's env, on free local
      // ports; a short SHUTDOWN_DELAY_MS keeps the test fast.
      env: {
        NODE_ENV: 'production',
        ...(env as Record<string, string>),
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        SHUTDOWN_DELAY_MS: '100',
        HOME: app,
        TMPDIR: join(base, 'tmp'),
      },
      ...(user ?? {}),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const url = `http://127.0.0.1:${port}`;

    /** Polls until `path` answers `status`, or fails after 20 s. */
    async function until(path: string, status: number): Promise<Response> {
      const deadline = Date.now() + 20_000;
      for (;;) {
        if (child!.exitCode !== null) throw new Error(`server exited ${child!.exitCode}: ${stderr}${stdout}`);
        try {
          const res = await fetch(url + path);
          if (res.status === status) return res;
          await res.arrayBuffer();
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`${path} never answered ${status}: ${stderr}${stdout}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }

    expect((await until('/healthz', 200)).headers.get('cache-control')).toContain('no-store');
    if (user !== undefined) {
      // Really unprivileged: root would write through the chmod.
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      expect(status).toMatch(new RegExp(`^Uid:\\s+${user.uid}\\s`, 'mu'));
    }
    expect(await (await until('/readyz', 200)).json()).toEqual({ status: 'ready' });
    for (const path of ['/', '/about']) {
      const res = await fetch(url + path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('</html>');
    }

    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, stderr).toBe(0);
    expect(stderr).not.toMatch(/EACCES|EROFS|EPERM/u);
    const errors = stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg?: string })
      .filter((l) => l.level >= 50);
    expect(errors).toEqual([]);
  });
});
