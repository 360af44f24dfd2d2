// The client's errors live in common/api beside the client; web code imports them here.
export * from "../../../../common/api/errors";
