# Editor clients (docs/editors.md): the VS Code extension's unit tests (node --test), Neovim
# against the real braidd (headless, and a screenshot through tmux), and VS Code itself
# (code-server driven by Chromium) against the real braidd. The scripts exit 77 (skipped)
# when something they need is missing (braidd not built, setup-editors.sh not run).
set(BRAID_EDITOR_TESTS ${CMAKE_CURRENT_LIST_DIR}/editors)
add_test(NAME editors.vscode.unit COMMAND bash ${BRAID_EDITOR_TESTS}/vscode_unit.sh)
add_test(NAME editors.nvim COMMAND bash ${BRAID_EDITOR_TESTS}/nvim_test.sh)
# The estimate in Neovim's statusline while a large space is verified (issue 17).
add_test(NAME editors.nvim.estimate COMMAND bash ${BRAID_EDITOR_TESTS}/nvim_test.sh)
# The same with POP, whose total comes from hunting's sleep-set probes.
add_test(NAME editors.nvim.estimate_pop COMMAND bash ${BRAID_EDITOR_TESTS}/nvim_test.sh)
add_test(NAME editors.nvim.screenshot COMMAND bash ${BRAID_EDITOR_TESTS}/nvim_screenshot.sh)
add_test(NAME editors.vscode.e2e COMMAND bash ${BRAID_EDITOR_TESTS}/vscode_e2e.sh)
# The same with pop (the default algorithm): the status bar shows hunting's estimate of
# POP's total with its interval (issue 17).
add_test(NAME editors.vscode.e2e_pop COMMAND bash ${BRAID_EDITOR_TESTS}/vscode_e2e.sh)
# Workspace trust (docs/security.md): an untrusted workspace's braidd is never run.
add_test(NAME editors.vscode.trust COMMAND bash ${BRAID_EDITOR_TESTS}/vscode_e2e.sh)
set_tests_properties(editors.vscode.unit editors.nvim editors.nvim.screenshot editors.vscode.e2e editors.vscode.trust
  PROPERTIES SKIP_RETURN_CODE 77 LABELS editors ENVIRONMENT "BRAID_BUILD_DIR=${CMAKE_BINARY_DIR}")
set_tests_properties(editors.vscode.trust PROPERTIES
  ENVIRONMENT "BRAID_BUILD_DIR=${CMAKE_BINARY_DIR};BRAID_E2E_UNTRUSTED=1" LABELS "editors;security")
set_tests_properties(editors.vscode.unit PROPERTIES TIMEOUT 120)
set_tests_properties(editors.nvim editors.nvim.screenshot PROPERTIES TIMEOUT 200)
# The browser test is the heaviest: give it both cores and don't run it beside the screenshot.
set_tests_properties(editors.vscode.e2e editors.vscode.trust PROPERTIES TIMEOUT 480 PROCESSORS 2)
set_tests_properties(editors.nvim.screenshot editors.vscode.e2e editors.vscode.trust PROPERTIES RESOURCE_LOCK braid_editor_ui)
set_tests_properties(editors.nvim.estimate PROPERTIES SKIP_RETURN_CODE 77 LABELS editors TIMEOUT 200
  ENVIRONMENT "BRAID_BUILD_DIR=${CMAKE_BINARY_DIR};BRAID_NVIM_SCRIPT=nvim_estimate_test.lua;BRAID_ESTIMATE_ALGO=dfs")
set_tests_properties(editors.nvim.estimate_pop PROPERTIES SKIP_RETURN_CODE 77 LABELS editors TIMEOUT 200
  ENVIRONMENT "BRAID_BUILD_DIR=${CMAKE_BINARY_DIR};BRAID_NVIM_SCRIPT=nvim_estimate_test.lua;BRAID_ESTIMATE_ALGO=pop")
set_tests_properties(editors.vscode.e2e_pop PROPERTIES SKIP_RETURN_CODE 77 LABELS editors TIMEOUT 480 PROCESSORS 2
  RESOURCE_LOCK braid_editor_ui ENVIRONMENT "BRAID_BUILD_DIR=${CMAKE_BINARY_DIR};BRAID_ALGORITHM=pop")
