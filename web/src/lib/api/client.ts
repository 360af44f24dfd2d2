// The typed client itself lives in common/api (the desktop main process uses it too); web code imports it here.
export * from "../../../../common/api/client";
