/**
 * Import zones for eslint's import-x/no-restricted-paths (eslint.config.js): a layer may import
 * the layers before it, never those after (docs/architecture.md).
 */

/** Each layer's folders may import only the layers before it (docs/architecture.md). */
export const upwardZones = (layers, what) =>
  layers.flatMap(([name, targets], index) => {
    const above = layers.slice(index + 1);
    if (above.length === 0) return [];
    return targets.map((target) => ({
      target,
      from: above.flatMap(([, folders]) => folders),
      message: `${name} sits below ${above.map(([higher]) => higher).join(", ")}: ${what} (see docs/architecture.md).`,
    }));
  });

/**
 * The server's layers, lowest first (docs/architecture.md, "The server: layers"): the modules
 * every part uses, the store, the resources (peers), the app, the runtime wiring, process start.
 */
const SERVER_LAYERS = [
  [
    "the server's common modules",
    ["config", "log", "delivery-channels", "client-address", "loopback-host", "header-rules"]
      .concat(["project-root", "release", "release-content", "served-content", "static-files"])
      .map((name) => `./server/${name}.ts`),
  ],
  ["the store", ["./server/store"]],
  [
    "the resources",
    ["leads", "admin", "content", "payments", "jobs", "publish"].map((name) => `./server/${name}`),
  ],
  ["the app", ["app", "site-routes", "health"].map((name) => `./server/${name}.ts`)],
  ["the runtime wiring", ["./server/runtime.ts"]],
  ["process start", ["./server/start.ts", "./server/settings"]],
];
export const serverZones = upwardZones(SERVER_LAYERS, "the server imports downwards only");
