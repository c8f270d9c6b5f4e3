// The OpenAI-compatible fake keeps its old import path (several suites and benchmarks use it).
export {
  type FakeBehaviour,
  type FakeBehaviourSource,
  type FakeOpenAi,
  type FakeUsage,
  type RecordedRequest,
  startFakeOpenAi,
} from "./fake-provider-server";
