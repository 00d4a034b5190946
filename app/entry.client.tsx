import { islandNameOf } from "./islands/island-entries";
import type { IslandModule } from "../shared/island-contract";
import { startIslands } from "./islands/loader";

/**
 * `npm run dev` only: the built pages load no React Router runtime and run the inline loader
 * instead (scripts/post-build/island-loader.ts). Here the same loader starts the same islands,
 * fetched by Vite from their source, so pages behave in dev as they do when built. Nothing
 * hydrates the document.
 */
const entries = import.meta.glob<IslandModule>("./**/*-island.{ts,tsx}");
const byName = new Map(Object.entries(entries).map(([path, load]) => [islandNameOf(path), load]));

startIslands(async (name) => {
  const load = byName.get(name);
  if (!load) throw new Error(`No island entry named ${name} (app/**/${name}-island.tsx)`);
  return load();
});
