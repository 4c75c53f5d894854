// expect: data-race
// algos: sdpor,pop,qpor,dc
// time-limit: 10
// A report builder: the workers format their sections into one std::ostringstream owned
// by the report (iomanip: setw, fixed, setprecision) without a lock, both streaming into
// it at once (a data race on the stream and its buffer); the finished text is taken under
// the mutex. The twin where each worker has its own stream is
// audit12_cpp_report_builder_ostringstream_per_thread.cpp.
#include <algorithm>
#include <cassert>
#include <iomanip>
#include <iostream>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

struct Metric {
  const char* name;
  double value;
};

class Report {
 public:
  void add_section(std::string text) {
    std::lock_guard<std::mutex> g(m_);
    sections_.push_back(std::move(text));
  }
  std::vector<std::string> sorted() {
    std::lock_guard<std::mutex> g(m_);
    std::vector<std::string> copy = sections_;
    std::sort(copy.begin(), copy.end());
    return copy;
  }

 private:
  std::mutex m_;
  std::vector<std::string> sections_;
};

static std::ostringstream shared_out;  // BUG: one stream for every worker, no lock

static std::string format_section(const char* title, const std::vector<Metric>& metrics) {
  shared_out << "[" << title << "]\n";
  for (const Metric& m : metrics)
    shared_out << std::setw(8) << m.name << " = " << std::fixed << std::setprecision(2) << m.value << '\n';
  return title;
}

int main() {
  Report report;
  std::thread cpu([&report] { report.add_section(format_section("cpu", {{"user", 12.5}, {"sys", 3.25}})); });
  std::thread mem([&report] { report.add_section(format_section("mem", {{"rss", 512.0}})); });
  cpu.join();
  mem.join();
  std::vector<std::string> sections = report.sorted();
  assert(sections.size() == 2);
  std::cout << shared_out.str();
  return 0;
}
