import { startEnhancements } from "./enhance/start";

/**
 * The one script of every public page: starts the enhancement modules the server-rendered markup names, then marks
 * the page ready (`data-hydrated` on #root, which browser tests and slow-device debugging wait for).
 */
void startEnhancements().then(() => document.getElementById("root")?.setAttribute("data-hydrated", "true"));
