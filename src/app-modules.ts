import type { FastifyInstance } from 'fastify';
import type { App, AppContext, Declared, ModuleDescriptor } from './app-context.js';

/** Moves of a list of modules: each pair moves its first module to just after its second, in turn. */
export type Moves = readonly (readonly [ModuleDescriptor, ModuleDescriptor])[];

/** `modules`, with `moves` applied. */
function inOrder(modules: readonly ModuleDescriptor[], moves: Moves): ModuleDescriptor[] {
  const list = [...modules];
  for (const [module, after] of moves) {
    list.splice(list.indexOf(module), 1);
    list.splice(list.indexOf(after) + 1, 0, module);
  }
  return list;
}

/** A name declared by two modules (an entity, an event type, a tag) would shadow the other: refused. */
function distinct(what: string, names: string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`Two modules declare the ${what} ${name}`);
    seen.add(name);
  }
}

/** What the modules declare that other modules serve (AppContext.declared), in the orders given. */
export function declaredBy(
  modules: readonly ModuleDescriptor[],
  order: { historyEntities: Moves; eventTypes: Moves },
): Declared {
  const entities = inOrder(modules, order.historyEntities).flatMap((m) => Object.entries(m.history ?? {}));
  const eventTypes = inOrder(modules, order.eventTypes).flatMap((m) => m.eventTypes ?? []);
  const messages = modules.flatMap((m) => Object.entries(m.webhookMessages ?? {}));
  distinct(
    'history entity',
    entities.map(([name]) => name),
  );
  distinct('event type', eventTypes);
  distinct(
    'webhook message',
    messages.map(([name]) => name),
  );
  return {
    historyEntities: Object.fromEntries(entities),
    eventTypes,
    webhookMessages: Object.fromEntries(messages),
  };
}

/** The OpenAPI document's tags: every module's, with what it groups, in the order given. */
export function documentTags(
  modules: readonly ModuleDescriptor[],
  moves: Moves,
): { name: string; description: string }[] {
  const tags = inOrder(modules, moves).flatMap((m) => (m.tag ? [m.tag] : []));
  distinct(
    'tag',
    tags.map((t) => t.name),
  );
  return tags;
}

/**
 * Registers a module in a scope of its own under `parent`: its routes, which must lie under its prefixes, and
 * its workers, started once the app is ready (unless the module says not here) and stopped when it closes.
 */
export async function registerModule(
  parent: FastifyInstance,
  module: ModuleDescriptor,
  ctx: AppContext,
): Promise<void> {
  await parent.register(async (scope) => {
    const made = module.workers?.(ctx, scope.log) ?? {};
    const workers = Object.values(made).filter((w) => w !== undefined);
    if (workers.length > 0) {
      if (module.startWorkers?.(ctx) ?? true) {
        scope.addHook('onReady', async () => workers.forEach((w) => w.start()));
      }
      scope.addHook('onClose', async () => {
        await Promise.all(workers.map((w) => w.stop()));
      });
    }
    const prefix = parent.prefix;
    scope.addHook('onRoute', (route) => {
      // /audits/:auditid/actions as the document and the descriptors write it: /audits/{auditid}/actions.
      const url = route.url.slice(prefix.length).replace(/:(\w+)/g, '{$1}');
      const inside = (p: string) => url === p || url.startsWith(`${p}/`);
      if (!route.url.startsWith(prefix) || !module.prefixes.some(inside)) {
        throw new Error(
          `Route ${String(route.method)} ${route.url} is outside module ${module.name}'s prefixes`,
        );
      }
    });
    await module.routes(scope as App, ctx, made);
  });
}
