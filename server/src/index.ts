// The server's entry point. Stack traces in the logs name the TypeScript sources through the build's source maps,
// turned on here before the server's modules load (a module loaded before gets none) instead of with Node's
// `--enable-source-maps`: with that flag `util.getCallSites()` maps its frames as well, and the logger library asks
// for its caller's frames when a logger is made, so the maps of every module on that call's stack were decoded at
// start and kept (about 11 MB of the server's heap) though no error had been written. Now a module's map is decoded
// when a stack trace through it is first written.
process.setSourceMapsEnabled(true);
await import("./main");

export {};
