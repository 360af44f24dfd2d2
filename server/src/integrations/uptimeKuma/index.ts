export { StatusPoller } from "./statusPoller";
