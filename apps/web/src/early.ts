// A second entry, apart from the app: the server names it (async) in the page of an initiative (EARLY_GET_PATHS),
// so the screen's first GET calls start while the app's code still downloads (decision 056). It imports no more than
// the API client's small chunk: nothing here may wait for React.
import { readTokenCache } from "@/features/auth/lib/token-cache";
import { startEarlyGets } from "@/lib/early-gets";
import { firstGets } from "@/lib/first-gets";

startEarlyGets(firstGets(window.location), readTokenCache());
