// Which native library members are summarised as an access of their object
// (engine/instrument/library_objects.cpp): std::string's, by their mangled names.
#include <catch2/catch.hpp>

#include "instrument/transforms.h"

using braid::instrument::library_object_access;

TEST_CASE("library objects: std::string members are reads when const, writes otherwise", "[instrument]") {
  // std::string::append(const char*)
  const auto append = library_object_access("_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEPKc");
  REQUIRE(append);
  CHECK(append->writes);
  CHECK(append->bytes == 32);
  // std::string::compare(const char*) const
  const auto compare =
      library_object_access("_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEPKc");
  REQUIRE(compare);
  CHECK_FALSE(compare->writes);
  // the destructor and a constructor write the object
  const auto dtor = library_object_access("_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev");
  REQUIRE(dtor);
  CHECK(dtor->writes);
  // std::wstring too
  CHECK(library_object_access("_ZNKSt7__cxx1112basic_stringIwSt11char_traitsIwESaIwEE4sizeEv"));
}

TEST_CASE("library objects: other functions are not summarised", "[instrument]") {
  CHECK_FALSE(library_object_access("strlen"));
  CHECK_FALSE(library_object_access("_ZNSt6vectorIiSaIiEE9push_backERKi"));
  // a free function taking a string (getline) is not a member
  CHECK_FALSE(library_object_access(
      "_ZSt7getlineIcSt11char_traitsIcESaIcEERSt13basic_istreamIT_T0_ES7_RNSt7__cxx1112basic_stringIS4_S5_T1_EE"));
  CHECK_FALSE(library_object_access("_Z"));
}
