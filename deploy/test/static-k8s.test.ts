import { DEFAULTS, defaultOf, defaultPort, isLoopback, processConfig } from './support/code-config';
import {
  hostOf,
  loadCompose,
  loadManifests,
  loadProcesses,
  manifestFiles,
  ofKind,
  ownerOfAddress,
  portOf,
  servedBySiblings,
  type Yaml,
} from './support/deploy-files';

// deploy/k8s/*.yaml against deploy/processes.json, the compose file and the code's configuration.

const manifests = loadManifests();
const processes = loadProcesses();
const deployments = ofKind(manifests, 'Deployment');
const services = ofKind(manifests, 'Service');
const configMaps = ofKind(manifests, 'ConfigMap');
const secrets = manifests.filter((m) => m.file === 'secrets.example.yaml').map((m) => m.doc);
const deploymentOf = (name: string) => deployments.find((d) => d.metadata.name === name);
const containerOf = (name: string) => deploymentOf(name)?.spec.template.spec.containers[0];
const selects = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** A container's environment as the kubelet builds it: envFrom ConfigMaps, then env entries. */
function environmentOf(container: Yaml): Record<string, string | { secret: string; key: string }> {
  const env: Record<string, string | { secret: string; key: string }> = {};
  for (const source of container.envFrom ?? []) {
    const map = configMaps.find((c) => c.metadata.name === source.configMapRef?.name);
    Object.assign(env, map?.data ?? {});
  }
  for (const entry of container.env ?? []) {
    const ref = entry.valueFrom?.secretKeyRef;
    env[entry.name] = ref ? { secret: ref.name, key: ref.key } : String(entry.value);
  }
  return env;
}

/** The container port a Service port reaches, by number or by name. */
function targetContainerPort(service: Yaml, port: Yaml): number | undefined {
  const deployment = deployments.find((d) => selects(service.spec.selector, d.spec.template.metadata.labels));
  const ports: Yaml[] = deployment?.spec.template.spec.containers.flatMap((c: Yaml) => c.ports ?? []) ?? [];
  const target = port.targetPort ?? port.port;
  return ports.find((p) => p.containerPort === target || p.name === target)?.containerPort;
}

describe('k8s manifests: documents', () => {
  const KINDS: Record<string, string> = {
    Namespace: 'v1',
    ConfigMap: 'v1',
    Secret: 'v1',
    Service: 'v1',
    Deployment: 'apps/v1',
    PodDisruptionBudget: 'policy/v1',
    HorizontalPodAutoscaler: 'autoscaling/v2',
    Ingress: 'networking.k8s.io/v1',
    Kustomization: 'kustomize.config.k8s.io/v1beta1',
  };

  it('when the manifests are parsed, then every document is a known kind with its API version and a name', () => {
    for (const { file, doc } of manifests) {
      expect({ file, kind: doc.kind, apiVersion: doc.apiVersion }).toEqual({
        file,
        kind: doc.kind,
        apiVersion: KINDS[doc.kind],
      });
      if (doc.kind !== 'Kustomization') expect(doc.metadata.name).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    }
    expect(new Set(manifests.map((m) => m.doc.kind))).toEqual(new Set(Object.keys(KINDS)));
  });

  it('when kustomize builds the manifests, then it takes every file but the example Secrets and sets the one image', () => {
    const kustomization = manifests.find((m) => m.file === 'kustomization.yaml')!.doc;
    const expected = manifestFiles().filter(
      (f) => !['kustomization.yaml', 'secrets.example.yaml'].includes(f),
    );
    expect([...kustomization.resources].sort()).toEqual(expected);
    expect(
      manifests.filter((m) => m.doc.kind === 'Secret').every((m) => m.file === 'secrets.example.yaml'),
    ).toBe(true);
    const composeImage = /rapport:[\w.-]+/.exec(loadCompose().services[processes[0]!.name].image)![0];
    expect(kustomization.images.map((i: Yaml) => i.name)).toEqual([composeImage.split(':')[0]]);
    for (const d of deployments)
      expect(d.spec.template.spec.containers[0].image).toBe(kustomization.images[0].name);
  });
});

describe('k8s manifests: processes', () => {
  it('when a process runs in the cluster, then its Deployment runs the entry on its default port and leaves replicas to the HPA', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(processes.map((p) => p.name).sort());
    for (const p of processes) {
      const deployment = deploymentOf(p.name);
      const container = containerOf(p.name);
      expect({ name: p.name, args: container?.args, replicas: deployment?.spec.replicas }).toEqual({
        name: p.name,
        args: [p.entry],
        replicas: undefined,
      });
      expect(container.ports.map((port: Yaml) => port.containerPort)).toContain(
        defaultPort(p.entry, p.addrEnv),
      );
      expect(selects(deployment.spec.selector.matchLabels, deployment.spec.template.metadata.labels)).toBe(
        true,
      );
    }
  });

  it('when a process runs in the cluster, then its readiness and liveness probes ask its health on the served port', () => {
    for (const p of processes) {
      const port = defaultPort(p.entry, p.addrEnv);
      const container = containerOf(p.name);
      const portNumber = (ref: number | string) =>
        container.ports.find((cp: Yaml) => cp.name === ref || cp.containerPort === ref)?.containerPort;
      if (p.kind === 'http') {
        const { readinessProbe: ready, livenessProbe: live } = container;
        expect([ready.httpGet.path, portNumber(ready.httpGet.port)]).toEqual(['/readyz', port]);
        expect([live.httpGet.path, portNumber(live.httpGet.port)]).toEqual(['/healthz', port]);
      } else {
        expect({
          name: p.name,
          ready: container.readinessProbe.grpc,
          live: container.livenessProbe.grpc,
        }).toEqual({
          name: p.name,
          ready: { port },
          live: { port },
        });
      }
    }
  });

  it('when a process is scheduled, then it requests CPU and memory and has a disruption budget and an autoscaler', () => {
    for (const p of processes) {
      const deployment = deploymentOf(p.name);
      const { requests, limits } = containerOf(p.name).resources;
      expect({
        name: p.name,
        cpu: !!requests.cpu,
        memory: !!requests.memory,
        limit: !!limits.memory,
      }).toEqual({
        name: p.name,
        cpu: true,
        memory: true,
        limit: true,
      });
      const labels = deployment.spec.template.metadata.labels;
      const budgets = ofKind(manifests, 'PodDisruptionBudget').filter((b) =>
        selects(b.spec.selector.matchLabels, labels),
      );
      expect({ name: p.name, budgets: budgets.length }).toEqual({ name: p.name, budgets: 1 });
      expect(budgets[0].spec.maxUnavailable ?? budgets[0].spec.minAvailable).toBeDefined();
      const hpa = ofKind(manifests, 'HorizontalPodAutoscaler').find(
        (h) => h.spec.scaleTargetRef.name === p.name,
      );
      expect(hpa?.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: p.name });
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      expect(hpa.spec.metrics.length).toBeGreaterThan(0);
    }
  });

  it('when a pod is stopped, then its grace period covers the preStop pause and the drain, as a non-root read-only container', () => {
    const gateway = processes.find((p) => p.kind === 'http')!;
    const config = processConfig(gateway.entry);
    // The gateway answers through its drain period, then gives in-flight requests their grace.
    const graceMs =
      Number(defaultOf(config.get('SHUTDOWN_GRACE_MS') ?? '')) +
      Number(defaultOf(config.get('SHUTDOWN_DRAIN_MS') ?? ''));
    for (const p of processes) {
      const pod = deploymentOf(p.name).spec.template.spec;
      const container = pod.containers[0];
      const pause = Number(container.lifecycle?.preStop?.exec?.command?.[1] ?? 0);
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(pause + graceMs / 1000);
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      expect(container.securityContext).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
      });
      const tmp = container.volumeMounts.find((m: Yaml) => m.mountPath === '/tmp');
      expect(pod.volumes.find((v: Yaml) => v.name === tmp?.name)?.emptyDir).toBeDefined();
    }
  });
});

describe('k8s manifests: addresses and settings', () => {
  it("when a process reads a variable that defaults to a loopback address, then the cluster sets it: a Service on the code's port, or a Secret", () => {
    for (const p of processes) {
      const env = environmentOf(containerOf(p.name));
      const served = servedBySiblings(processes, p);
      for (const [variable, keyText] of processConfig(p.entry)) {
        const fallback = defaultOf(keyText);
        if (variable.endsWith('_LISTEN_ADDR') || served.includes(variable)) continue;
        if (!fallback || !isLoopback(fallback)) continue;
        const value = env[variable];
        expect({ process: p.name, variable, set: value !== undefined }).toEqual({
          process: p.name,
          variable,
          set: true,
        });
        if (typeof value !== 'string') continue;
        expect(isLoopback(value)).toBe(false);
        const owner =
          variable in DEFAULTS && variable.endsWith('_ADDR')
            ? ownerOfAddress(processes, variable)
            : undefined;
        if (!owner) continue;
        const service = services.find((s) => s.metadata.name === hostOf(value));
        const ownerLabels = deploymentOf(owner.name).spec.template.metadata.labels;
        expect({ variable, selectsOwner: !!service && selects(service.spec.selector, ownerLabels) }).toEqual({
          variable,
          selectsOwner: true,
        });
        const port = service.spec.ports.find((sp: Yaml) => sp.port === portOf(value));
        expect({ variable, reaches: port && targetContainerPort(service, port) }).toEqual({
          variable,
          reaches: portOf(fallback),
        });
      }
    }
  });

  it('when a server process runs in the cluster, then it binds all interfaces on the ports its Services reach', () => {
    for (const p of processes) {
      const env = environmentOf(containerOf(p.name));
      const port = defaultPort(p.entry, p.addrEnv);
      if (p.kind === 'http') expect([env.HOST, env.PORT]).toEqual(['0.0.0.0', String(port)]);
      else
        expect({ name: p.name, listen: env.GRPC_LISTEN_ADDR }).toEqual({
          name: p.name,
          listen: `0.0.0.0:${port}`,
        });
      for (const [variable, addr] of Object.entries(DEFAULTS)) {
        const owner = ownerOfAddress(processes, variable);
        if (!variable.endsWith('_ADDR') || owner?.name !== p.name || owner.addrEnv === variable) continue;
        expect(env[variable.replace(/_ADDR$/, '_LISTEN_ADDR')]).toBe(`0.0.0.0:${portOf(addr)}`);
      }
    }
  });

  it('when a Deployment references a ConfigMap or Secret, then it exists with the key, or the reference is optional', () => {
    for (const d of deployments) {
      const container = d.spec.template.spec.containers[0];
      for (const source of container.envFrom ?? []) {
        const name = source.configMapRef?.name ?? source.secretRef?.name;
        const exists = [...configMaps, ...secrets].some((c) => c.metadata.name === name);
        expect({ name, ok: exists || (source.configMapRef ?? source.secretRef).optional === true }).toEqual({
          name,
          ok: true,
        });
      }
      for (const entry of container.env ?? []) {
        const ref = entry.valueFrom?.secretKeyRef;
        if (!ref) continue;
        const secret = secrets.find((s) => s.metadata.name === ref.name);
        expect({ env: entry.name, key: ref.key in (secret?.stringData ?? {}) }).toEqual({
          env: entry.name,
          key: true,
        });
      }
    }
  });

  it('when a gRPC service is scaled, then its Service is headless, so clients resolve and balance over every pod', () => {
    for (const p of processes.filter((p) => p.kind === 'grpc')) {
      const service = services.find((s) => s.metadata.name === p.name);
      expect({ name: p.name, clusterIP: service?.spec.clusterIP }).toEqual({
        name: p.name,
        clusterIP: 'None',
      });
    }
  });

  it('when the gateway is exposed, then it is a ClusterIP Service behind the Ingress', () => {
    const gateway = processes.find((p) => p.kind === 'http')!;
    const service = services.find((s) => s.metadata.name === gateway.name);
    expect(service.spec.type).toBe('ClusterIP');
    const backends = ofKind(manifests, 'Ingress').flatMap((i) =>
      i.spec.rules.flatMap((r: Yaml) => r.http.paths.map((path: Yaml) => path.backend.service)),
    );
    expect(backends.length).toBeGreaterThan(0);
    for (const backend of backends) {
      expect(backend.name).toBe(gateway.name);
      const port = service.spec.ports.find(
        (sp: Yaml) => sp.name === backend.port.name || sp.port === backend.port.number,
      );
      expect(targetContainerPort(service, port)).toBe(defaultPort(gateway.entry, gateway.addrEnv));
    }
  });
});
