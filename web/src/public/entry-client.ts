import { pageIsReady } from "./enhance/ready";
import { startEnhancements } from "./enhance/start";

/** The one script of every public page: starts the enhancement modules the server-rendered markup names. */
void startEnhancements().then(pageIsReady);
