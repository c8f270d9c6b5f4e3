// A second entry, apart from the app: the server names it (async) in the page of an early-eligible screen (the
// route table's `early`), after the URLs of the screen's first GET calls, so they start while the app's code still
// downloads (decision 056). It imports no more than the API client's small chunk: nothing here may wait for React.
import { readTokenCache } from "@/features/auth/lib/token-cache";
import { startEarlyGets } from "@/lib/early-gets";

const urls = document.getElementById("early-gets")?.textContent;
startEarlyGets(urls ? (JSON.parse(urls) as string[]) : [], readTokenCache());
