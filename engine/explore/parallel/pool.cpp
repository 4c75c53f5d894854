#include "explore/parallel/pool.h"

#include <algorithm>
#include <cstdlib>
#include <string_view>
#include <exception>
#include <thread>

namespace braid::parallel {


WorkPool::WorkPool(unsigned workers, std::string algorithm, bool split_always)
    : algorithm_(std::move(algorithm)),
      split_always_(split_always),
      progress_(std::make_unique<Progress[]>(workers)),
      stats_(workers) {
  for (unsigned i = 0; i < workers; ++i) deques_.push_back(std::make_unique<Deque>());
}

std::uint64_t WorkPool::give(unsigned w, WorkUnit unit, bool want_result) {
  unit.algorithm = algorithm_;
  if (want_result) {
    std::lock_guard lock(sleep_mutex_);
    unit.id = next_id_++;
  }
  std::vector<std::uint8_t> bytes = encode(unit);
  ++stats_[w].units_given;
  stats_[w].unit_bytes.push_back(bytes.size());
  {
    std::lock_guard lock(deques_[w]->mutex);
    deques_[w]->units.push_back(std::move(bytes));
  }
  queued_.fetch_add(1);
  { std::lock_guard lock(sleep_mutex_); }  // a worker between its check and its wait sees it
  wake_.notify_all();  // idle workers and workers awaiting a result may both take it
  return unit.id;
}

double WorkPool::executions() const {
  double total = 0;
  for (unsigned w = 0; w < workers(); ++w)
    total += static_cast<double>(progress_[w].executions.load(std::memory_order_relaxed));
  return total;
}

void WorkPool::complete(std::uint64_t id, std::vector<std::uint8_t> result) {
  {
    std::lock_guard lock(sleep_mutex_);
    if (forgotten_.erase(id) != 0) return;  // nobody awaits it
    results_[id] = std::move(result);
  }
  wake_.notify_all();
}

void WorkPool::forget(std::uint64_t id) {
  std::lock_guard lock(sleep_mutex_);
  if (results_.erase(id) == 0) forgotten_.insert(id);  // in already: dropped; else when it comes
}

WorkPool::Await WorkPool::await(unsigned w, std::uint64_t id, std::vector<std::uint8_t>& result, WorkUnit& help) {
  const auto start = std::chrono::steady_clock::now();
  auto idle = [&] {
    stats_[w].idle_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  std::vector<std::uint8_t> bytes;
  for (;;) {
    {
      std::unique_lock lock(sleep_mutex_);
      if (auto it = results_.find(id); it != results_.end()) {
        result = std::move(it->second);
        results_.erase(it);
        idle();
        return Await::Result;
      }
      if (stopped()) break;
      // Not counted as waiting: a worker that awaits a result still holds work.
      awaiting_.fetch_add(1);
      wake_.wait(lock, [&] { return stopped() || queued_.load() > 0 || results_.count(id) != 0; });
      awaiting_.fetch_sub(1);
      if (results_.count(id) != 0) continue;
      if (stopped()) break;
    }
    if (try_take(w, bytes)) {
      help = decode(bytes);
      ++stats_[w].units_taken;
      idle();
      return Await::Help;
    }
  }
  idle();
  return Await::Stopped;
}

bool WorkPool::try_take(unsigned w, std::vector<std::uint8_t>& bytes) {
  const unsigned n = workers();
  for (unsigned i = 0; i < n; ++i) {
    Deque& d = *deques_[(w + i) % n];
    std::lock_guard lock(d.mutex);
    if (d.units.empty()) continue;
    // Own units oldest first (the shallowest subtrees, given first), others' too.
    bytes = std::move(d.units.front());
    d.units.pop_front();
    queued_.fetch_sub(1);
    return true;
  }
  return false;
}

void WorkPool::close_unit(unsigned w) {
  std::uint64_t& executions = progress_[w].unit_executions;
  if (executions == 0 && stats_[w].unit_executions.empty() && stats_[w].units_taken == 0) return;
  stats_[w].unit_executions.push_back(executions);
  executions = 0;
}

bool WorkPool::take(unsigned w, WorkUnit& out) {
  const auto start = std::chrono::steady_clock::now();
  close_unit(w);
  auto idle = [&] {
    stats_[w].idle_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  std::vector<std::uint8_t> bytes;
  for (;;) {
    if (stopped()) break;
    if (try_take(w, bytes)) {
      out = decode(bytes);
      ++stats_[w].units_taken;
      idle();
      return true;
    }
    std::unique_lock lock(sleep_mutex_);
    waiting_.fetch_add(1);
    if (waiting_.load() == workers() && queued_.load() == 0) {
      finished_ = true;  // nobody works and nothing is queued: nothing can appear any more
      wake_.notify_all();
    }
    wake_.wait(lock, [&] { return finished_ || stopped() || queued_.load() > 0; });
    waiting_.fetch_sub(1);
    if (finished_) break;
  }
  idle();
  return false;
}

void WorkPool::stop() {
  stop_.store(true);
  std::lock_guard lock(sleep_mutex_);
  if (stopped_at_ == std::chrono::steady_clock::time_point{}) stopped_at_ = std::chrono::steady_clock::now();
  wake_.notify_all();
}

std::vector<WorkerStats> WorkPool::stats() {
  for (unsigned w = 0; w < workers(); ++w) {
    if (progress_[w].unit_executions) close_unit(w);
    stats_[w].executions = progress_[w].executions.load(std::memory_order_relaxed);
  }
  return stats_;
}

namespace {

// A worker's executor, as its algorithm sees it: once the pool stopped, the execution in
// progress ends at its next scheduling point (Abandoned) instead of running to its end, so
// a stop waits for no long execution. (The algorithm then reports it to the observer,
// which says stop.)
class StoppableExecutor final : public Executor {
 public:
  StoppableExecutor(Executor& inner, const WorkPool& pool) : inner_(inner), pool_(pool) {}
  const ExecutionResult& run(Scheduler& scheduler) override {
    Stoppable stoppable(scheduler, pool_);
    return inner_.run(stoppable);
  }
  const LocationTable& locations() const override { return inner_.locations(); }
  std::uint64_t portable_address(std::uint64_t addr, bool& portable) const override {
    return inner_.portable_address(addr, portable);
  }
  std::uint64_t local_address(std::uint64_t portable) override { return inner_.local_address(portable); }
  LocationId user_location(ThreadId thread, LocationId at) const override { return inner_.user_location(thread, at); }

 private:
  class Stoppable final : public Scheduler {
   public:
    Stoppable(Scheduler& inner, const WorkPool& pool) : inner_(inner), pool_(pool) {}
    ThreadId choose(const ExecutionView& view) override { return pool_.stopped() ? kStop : inner_.choose(view); }
    bool runs_on_after_bug() const override { return inner_.runs_on_after_bug(); }

   private:
    Scheduler& inner_;
    const WorkPool& pool_;
  };
  Executor& inner_;
  const WorkPool& pool_;
};

// A worker's program instance, made the first time the worker uses its executor (when it
// has taken its first unit): a program of a few executions, which one worker explores before
// the others find work, costs one instance instead of one per worker. Each worker still owns
// its instance; only its own thread makes and uses it. An error while making it is thrown on
// the worker's thread, where run_workers catches it like any error of the worker's.
class LazyExecutor final : public Executor {
 public:
  LazyExecutor(ExecutorFactory& factory, std::unique_ptr<Executor> made)
      : factory_(factory), instance_(std::move(made)) {}
  const ExecutionResult& run(Scheduler& scheduler) override { return instance().run(scheduler); }
  const LocationTable& locations() const override { return instance().locations(); }
  std::uint64_t portable_address(std::uint64_t addr, bool& portable) const override {
    return instance().portable_address(addr, portable);
  }
  std::uint64_t local_address(std::uint64_t portable) override { return instance().local_address(portable); }
  LocationId user_location(ThreadId thread, LocationId at) const override {
    return instance().user_location(thread, at);
  }
  // The instance, when the worker made one (for the observer to retire).
  std::unique_ptr<Executor> take() { return std::move(instance_); }

 private:
  Executor& instance() const {
    if (!instance_) instance_ = factory_.make();
    return *instance_;
  }
  ExecutorFactory& factory_;
  mutable std::unique_ptr<Executor> instance_;
};

}  // namespace

ExplorationStats run_workers(ExecutorFactory& executors, unsigned jobs, ExplorationObserver& observer,
                             const std::string& algorithm, const WorkerBody& body) {
  // Worker 0's instance is made here, before any worker runs (it explores the root, so the
  // check needs it whatever happens; an error making it is thrown to the caller directly, as
  // before any exploration); the others' when their worker first gets work (LazyExecutor).
  std::vector<std::unique_ptr<LazyExecutor>> instances;
  instances.push_back(std::make_unique<LazyExecutor>(executors, executors.make()));
  for (unsigned i = 1; i < jobs; ++i) instances.push_back(std::make_unique<LazyExecutor>(executors, nullptr));
  const char* split_always = std::getenv("BRAID_SPLIT_ALWAYS");  // a test knob (pool.h)
  WorkPool pool(jobs, algorithm, split_always && std::string_view(split_always) == "1");
  StoppingObserver stopping(observer, pool);
  std::vector<ExplorationStats> results(jobs);
  std::vector<std::exception_ptr> errors(jobs);
  {
    std::vector<std::jthread> threads;
    for (unsigned i = 0; i < jobs; ++i)
      threads.emplace_back([&, i] {
        try {
          StoppableExecutor executor(*instances[i], pool);
          results[i] = body(i, executor, stopping, pool);
        } catch (...) {
          errors[i] = std::current_exception();
          pool.stop();  // the others end too; the error goes to the caller
        }
      });
  }
  for (const std::exception_ptr& error : errors)
    if (error) std::rethrow_exception(error);
  // Stopped early (first bug, budget, cancel): how long the last worker took to notice.
  const double stop_latency_s =
      pool.stopped() ? std::chrono::duration<double>(std::chrono::steady_clock::now() - pool.stopped_at()).count() : 0;
  ExplorationStats total;
  total.complete = !pool.stopped();
  for (const ExplorationStats& r : results) {
    total.executions += r.executions;
    total.blocked += r.blocked;
    total.assume_blocked += r.assume_blocked;
    total.replay_divergences += r.replay_divergences;
    if (!r.complete) total.complete = false;
    for (const auto& [name, value] : r.counters) {
      double& t = total.counters[name];
      t = name.starts_with("max_") ? std::max(t, value) : t + value;
    }
  }
  total.workers = pool.stats();
  if (pool.stopped()) total.counters["max_parallel.stop_latency_s"] = stop_latency_s;
  for (std::unique_ptr<LazyExecutor>& lazy : instances)
    if (std::unique_ptr<Executor> instance = lazy->take()) observer.retire(std::shared_ptr<Executor>(std::move(instance)));
  return total;
}

}  // namespace braid::parallel
