// expect: none
// algos: sdpor,pop,qpor,dc
// A report builder: each worker formats its section with its own std::ostringstream
// (iomanip: setw, fixed, setprecision) and appends the finished std::string to a shared
// std::vector<std::string> under a mutex; main sorts the sections (std::sort) and prints
// them. The twin that formats into one shared std::ostringstream without a lock is
// audit12_cpp_report_builder_shared_ostringstream_bug.cpp.
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

static std::string format_section(const char* title, const std::vector<Metric>& metrics) {
  std::ostringstream out;
  out << "[" << title << "]\n";
  for (const Metric& m : metrics)
    out << std::setw(8) << m.name << " = " << std::fixed << std::setprecision(2) << m.value << '\n';
  return out.str();
}

int main() {
  Report report;
  std::thread cpu([&report] { report.add_section(format_section("cpu", {{"user", 12.5}, {"sys", 3.25}})); });
  std::thread mem([&report] { report.add_section(format_section("mem", {{"rss", 512.0}})); });
  cpu.join();
  mem.join();
  std::vector<std::string> sections = report.sorted();
  assert(sections.size() == 2);
  assert(sections[0].rfind("[cpu]", 0) == 0);
  for (const std::string& s : sections) std::cout << s;
  return 0;
}
