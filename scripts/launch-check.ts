/**
 * `npm run launch-check`: a table of everything that must be real before the site goes live (the
 * content's business facts, testimonials without consent, example case results, the map pin, the
 * opening hours and the home page's figures and claim, and the settings a paid or booking journey
 * or a lead's delivery needs), then a summary. The content is the served release's, or
 * SITE_CONTENT_FILE's (launch-check/launch-content.ts). Exits 1 while anything is
 * unresolved. It reads the project it sits in, with the environment and `.env` as the build and
 * the server read them; it changes nothing, so it never stands in the way of a build or a start.
 */
import { fileURLToPath } from "node:url";
import { launchChecks } from "./launch-check/checks";
import { readLaunchInputs } from "./launch-check/read-inputs";
import { formatReport } from "./launch-check/report";

const root = fileURLToPath(new URL("../", import.meta.url));

const inputs = await readLaunchInputs(root);
const { text, ready } = formatReport(launchChecks(inputs));
console.log("Launch check: everything that must be real before going live\n");
console.log(text);
process.exitCode = ready ? 0 : 1;
