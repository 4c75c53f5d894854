# The verdict corpus (tests/programs/verdicts/): every program with every algorithm, checked
# against its `// expect:` header (bug kinds, exit status, completeness). The timeouts leave
# room for a loaded machine: the corpus grows with every audit round.
add_test(NAME verdict_corpus
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/corpus/run_corpus.py
                 $<TARGET_FILE:braid> ${CMAKE_CURRENT_SOURCE_DIR}/programs/verdicts --jobs 2)
set_tests_properties(verdict_corpus PROPERTIES LABELS "e2e" TIMEOUT 3600)

# The same corpus on 2 workers that hand subtrees to each other at every step
# (BRAID_SPLIT_ALWAYS, explore/parallel/pool.h): work units cross program instances all the
# time, so a replay that depends on which executions ran before on an instance shows here.
add_test(NAME verdict_corpus_split_always
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/corpus/run_corpus.py
                 $<TARGET_FILE:braid> ${CMAKE_CURRENT_SOURCE_DIR}/programs/verdicts --jobs 2 --split-always)
set_tests_properties(verdict_corpus_split_always PROPERTIES LABELS "e2e" TIMEOUT 3600)
