import type { IslandModule } from "../../shared/island-contract";
import { startIslands } from "../../app/islands/loader";

/** Each island's entry URL, written in by the build (island-loader.ts). */
declare const __ISLAND_URLS__: Record<string, string>;

startIslands((name) => {
  const url = __ISLAND_URLS__[name];
  if (!url) return Promise.reject(new Error(`No island named ${name} in this build`));
  return import(/* @vite-ignore */ url) as Promise<IslandModule>;
});
