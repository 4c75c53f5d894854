-- A real LSP client: headless Neovim 0.7 attaches braidd to a buggy C file, writes it and
-- expects braid's diagnostic. Run:
--   BRAIDD=... BRAID=... BRAID_TEST_FILE=/tmp/x/lost.c nvim --headless -u NONE -c 'luafile nvim_client.lua'
local function fail(msg)
  io.stderr:write("nvim_client: FAIL: " .. msg .. "\n")
  vim.cmd("cquit 1")
end

local braidd, braid, file = os.getenv("BRAIDD"), os.getenv("BRAID"), os.getenv("BRAID_TEST_FILE")
if not (braidd and braid and file) then fail("set BRAIDD, BRAID and BRAID_TEST_FILE") end
local dir = vim.fn.fnamemodify(file, ":h")

vim.cmd("edit " .. vim.fn.fnameescape(file))
local bufnr = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = "braidd",
  cmd = { braidd, "--braid", braid, "--cache-dir", dir .. "/cache" },
  root_dir = dir,
  init_options = { braid = { timeBudget = 10, algorithm = "pop" } },
})
if not client_id then fail("could not start braidd") end
vim.lsp.buf_attach_client(bufnr, client_id)

local ok = vim.wait(10000, function()
  local c = vim.lsp.get_client_by_id(client_id)
  return c ~= nil and c.initialized
end, 50)
if not ok then fail("braidd did not initialize") end

-- Saving triggers verification.
vim.cmd("write")
-- (Bugs are published as they are found, so the first diagnostics may be the race alone.)
ok = vim.wait(60000, function()
  for _, x in ipairs(vim.diagnostic.get(bufnr)) do
    if x.source == "braid" and x.code == "assertion" then return true end
  end
  return false
end, 100)
if not ok then fail("no assertion diagnostic within 60 s") end

local d = nil
for _, x in ipairs(vim.diagnostic.get(bufnr)) do
  if x.source == "braid" and x.code == "assertion" then d = x end
end
if not d then fail("no braid assertion diagnostic: " .. vim.inspect(vim.diagnostic.get(bufnr))) end
if d.lnum ~= 5 then fail("expected the diagnostic on line 5 (0-based), got " .. d.lnum) end
if not d.message:find("counter == 2", 1, true) then fail("unexpected message: " .. d.message) end
print(string.format("nvim_client: OK: %d:%d %s", d.lnum, d.col, d.message:gsub("\n.*", "")))

-- The replay command returns the trace.
local client = vim.lsp.get_client_by_id(client_id)
local resp = client.request_sync("workspace/executeCommand", {
  command = "braid.replay", arguments = { { traceId = d.user_data.lsp.data.traceId } } }, 10000, bufnr)
if not resp or resp.err or not resp.result or resp.result.kind ~= "assertion" then
  fail("braid.replay failed: " .. vim.inspect(resp))
end
print(string.format("nvim_client: OK: replay has %d steps", #resp.result.trace.steps))

-- An incomplete verification (an execution limit) shows as an Information diagnostic at the
-- top of the file, through Neovim's plain diagnostics.
client.notify("workspace/didChangeConfiguration", { settings = { braid = { maxExecutions = 1 } } })
vim.cmd("write")
local info = nil
ok = vim.wait(60000, function()
  for _, x in ipairs(vim.diagnostic.get(bufnr)) do
    if x.source == "braid" and x.code == "incomplete" then info = x end
  end
  return info ~= nil
end, 100)
if not ok then fail("no incomplete diagnostic: " .. vim.inspect(vim.diagnostic.get(bufnr))) end
if info.lnum ~= 0 or info.severity ~= vim.diagnostic.severity.INFO then
  fail("the incomplete diagnostic is not an Information at line 0: " .. vim.inspect(info))
end
if not info.message:find("INCOMPLETE", 1, true) or not info.message:find("execution limit", 1, true) then
  fail("unexpected incomplete message: " .. info.message)
end
print("nvim_client: OK: " .. info.message:gsub("\n.*", ""))

vim.lsp.stop_client(client_id)
vim.wait(3000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 50)
vim.cmd("qall!")
