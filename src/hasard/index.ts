/** Le hasard reproductible : un générateur à graine. */
export { Hasard, graineAuHasard } from "./hasard";
