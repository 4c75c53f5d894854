-- braid for Neovim (>= 0.7): starts braidd (the braid language server) for C/C++ buffers,
-- shows its results as diagnostics, and replays a counterexample in the quickfix list so
-- :cnext / :cprev walk the trace step by step.
--
--   require('braid').setup{ settings = { algorithm = 'pop', timeBudget = 10 } }
--
-- Commands: :BraidVerify, :BraidReplay [traceId], :BraidStop, :BraidStatus, :BraidLog.
local M = {}

local uv = vim.loop
local api = vim.api

M.config = {
  cmd = nil,            -- full command line; default: { <path>, '--log-level', log_level }
  connect = nil,        -- (Neovim >= 0.8) { host = '127.0.0.1', port = N [, token_file = PATH] }: a running
                        -- `braidd --listen`, authenticated with the token it wrote (docs/lsp.md)
  path = nil,           -- braidd; default: on $PATH, else the build/bin/braidd of the braid
                        -- checkout this plugin is in
  workspace_server = false, -- also look for build/bin/braidd above the file and the working
                        -- directory (runs a binary the workspace may have put there)
  log_level = 'info',
  filetypes = { 'c', 'cpp' },
  settings = {},        -- braidd settings (docs/lsp.md): algorithm, k, threads, jobs, timeBudget, …
  autostart = true,
  open_quickfix = true, -- :BraidReplay opens the quickfix window
  codelens = true,      -- show braidd's code lenses (refreshed after each result)
  on_attach = nil,      -- function(client, bufnr)
  notify_done = true,   -- echo the summary when a verification ends
}

M.client_id = nil
M.status = {}           -- uri -> last braid/status params
M.last_status = nil

local function notify(msg, level)
  vim.schedule(function() vim.notify('braid: ' .. msg, level or vim.log.levels.INFO) end)
end

local function is_executable(p)
  return p and p ~= '' and vim.fn.executable(p) == 1
end

-- Directories from `dir` up to the root.
local function ancestors(dir)
  local out = {}
  dir = vim.fn.fnamemodify(dir, ':p'):gsub('/$', '')
  while dir and dir ~= '' do
    table.insert(out, dir)
    local up = vim.fn.fnamemodify(dir, ':h')
    if up == dir then break end
    dir = up
  end
  table.insert(out, '/')
  return out
end

-- This file is editors/nvim/lua/braid/init.lua inside a braid checkout (when run from it).
local function plugin_dir()
  local src = debug.getinfo(1, 'S').source:sub(2)
  return vim.fn.fnamemodify(src, ':p:h')
end

function M.find_server(start_dirs)
  if M.config.path and M.config.path ~= '' then
    return vim.fn.expand(M.config.path)
  end
  local on_path = vim.fn.exepath('braidd')
  if on_path ~= '' then return on_path end
  -- A checkout's build/bin/braidd: above the plugin itself (running from the repository).
  -- Above the edited file or the working directory only with workspace_server = true:
  -- Neovim has no workspace trust, and a repository may ship a "braidd" of its own
  -- (docs/security.md).
  local dirs = { plugin_dir() }
  if M.config.workspace_server then
    for _, d in ipairs(start_dirs or { vim.fn.getcwd() }) do table.insert(dirs, d) end
  end
  for _, d in ipairs(dirs) do
    for _, a in ipairs(ancestors(d)) do
      local p = a .. '/build/bin/braidd'
      if is_executable(p) then return p end
    end
  end
  return nil
end

local function root_dir(bufnr)
  local file = api.nvim_buf_get_name(bufnr)
  local dir = file ~= '' and vim.fn.fnamemodify(file, ':p:h') or vim.fn.getcwd()
  for _, a in ipairs(ancestors(dir)) do
    if uv.fs_stat(a .. '/compile_commands.json') or uv.fs_stat(a .. '/.git') then return a end
  end
  return dir
end

-- Status -------------------------------------------------------------------

-- braidd's summaries start with "braid: "; we add our own prefix.
local function summary_of(params)
  return ((params.summary or params.state or ''):gsub('^braid:%s*', ''))
end
M.summary_of = summary_of

local function on_status(_, params)
  if type(params) ~= 'table' or not params.uri then return end
  M.status[params.uri] = params
  M.last_status = params
  if params.state == 'done' and M.config.notify_done and params.summary then
    notify(summary_of(params))
  elseif params.state == 'error' then
    notify(params.summary and summary_of(params) or 'verification failed', vim.log.levels.WARN)
  end
  vim.schedule(function() pcall(vim.cmd, 'redrawstatus') end)
end

-- A count as "80,000" below a million, "7.5e6" above.
local function count_text(n)
  if n >= 1e6 then return (string.format('%.1e', n):gsub('e%+?0*', 'e')) end
  local s = tostring(math.floor(n + 0.5))
  return (s:reverse():gsub('(%d%d%d)', '%1,'):reverse():gsub('^,', ''))
end
M.count_text = count_text

--- While verifying, braidd's typed estimate (docs/lsp.md, braid/status): " of ~80,000 (6%)",
--- " of >= 12,000" (what is certain, before there is an estimate), ", ~3.2e12 interleavings", and " (will not finish in the time budget)" when the
--- estimate exceeds it. Empty without an estimate.
function M.estimate_text(s)
  local text = ''
  if type(s.estimatedTotal) == 'number' and s.estimatedTotal >= 1 then
    local fraction = type(s.fraction) == 'number' and s.fraction or (s.executions or 0) / s.estimatedTotal
    -- From random probes (POP): the 95 % interval's half-width, relative.
    local error = ''
    if type(s.estimateError) == 'number' and s.estimateError > 0 then
      error = string.format(' \194\177%d%%', math.floor(100 * s.estimateError / s.estimatedTotal + 0.5))
    end
    text = string.format(' of ~%s%s (%d%%)', count_text(s.estimatedTotal), error,
      math.max(0, math.min(100, math.floor(100 * fraction))))
  elseif type(s.atLeast) == 'number' and s.atLeast >= 1 then
    -- No estimate yet: only what is certain (POP: runs done and schedules known).
    text = string.format(' of >= %s', count_text(s.atLeast))
  elseif type(s.estimatedInterleavings) == 'number' and s.estimatedInterleavings >= 1 then
    text = string.format(', ~%s interleavings', count_text(s.estimatedInterleavings))
  end
  if s.exceedsBudget == true then text = text .. ' (will not finish in the time budget)' end
  if type(s.bugs) == 'number' and s.bugs > 0 then
    text = text .. string.format(', %d bug%s so far', s.bugs, s.bugs == 1 and '' or 's')
  end
  return text
end

--- A short text for the statusline: `%{v:lua.require'braid'.statusline()}`.
function M.statusline()
  local s = M.status[vim.uri_from_bufnr(0)] or nil
  if not s then return '' end
  if s.state == 'verifying' then
    return string.format('braid: %s executions', count_text(s.executions or 0)) .. M.estimate_text(s)
  end
  return 'braid: ' .. summary_of(s)
end

-- The code lenses follow the run: Neovim 0.7 has no handler for braidd's
-- workspace/codeLens/refresh (and does not advertise it), so the summary lens asked for at
-- the save ("verifying…") would stay until the next CursorHold while the statusline says
-- done. Each change of state asks again for the buffer it is about, when it is current.
function M.lens_follow_status(params)
  if not M.config.codelens or not vim.lsp.codelens or type(params) ~= 'table' or not params.uri then return end
  if params.state == 'verifying' and (params.executions or 0) > 0 then return end -- progress only
  vim.schedule(function()
    if vim.uri_from_bufnr(0) == params.uri then pcall(vim.lsp.codelens.refresh) end
  end)
end

-- Client -------------------------------------------------------------------

-- Client methods are called with ':' from Neovim 0.11 on (the '.' form is deprecated there).
local METHOD_CALLS = vim.fn.has('nvim-0.11') == 1
local function call(c, name, ...)
  if METHOD_CALLS then return c[name](c, ...) end
  return c[name](...)
end
local function stopped(c)
  return c.is_stopped ~= nil and call(c, 'is_stopped')
end
local function all_clients()
  return (vim.lsp.get_clients or vim.lsp.get_active_clients)()
end

function M.client()
  if M.client_id then
    local c = vim.lsp.get_client_by_id(M.client_id)
    if c and not stopped(c) then return c end
  end
  -- A braidd started by someone else (nvim-lspconfig: name "braidd").
  for _, c in pairs(all_clients()) do
    if (c.name == 'braidd' or c.name == 'braid') and not stopped(c) then return c end
  end
  return nil
end

-- Where `braidd --listen HOST:PORT` writes its token (daemon/main.cpp, default_token_file).
function M.token_file(port)
  local name = 'braidd-' .. port .. '.token'
  local runtime = os.getenv('XDG_RUNTIME_DIR')
  if runtime and runtime ~= '' and vim.fn.isdirectory(runtime .. '/braid') == 1 then
    return runtime .. '/braid/' .. name
  end
  local cache = os.getenv('XDG_CACHE_HOME')
  if not cache or cache == '' then cache = (os.getenv('HOME') or '') .. '/.cache' end
  return cache .. '/braid/' .. name
end

local function read_token(path)
  local f = io.open(path, 'r')
  if not f then return nil end
  local t = f:read('*l')
  f:close()
  return t
end

local function client_config(bufnr)
  local cmd = M.config.cmd
  local init_options = M.config.settings
  local conn = M.config.connect
  if not cmd and conn then
    if not vim.lsp.rpc.connect then
      notify('connect = {...} needs Neovim >= 0.8 (vim.lsp.rpc.connect)', vim.log.levels.ERROR)
      return nil
    end
    local path = conn.token_file or M.token_file(conn.port)
    local token = read_token(path)
    if not token then
      notify('cannot read the braidd token ' .. path .. ' (is `braidd --listen` running as you?)', vim.log.levels.ERROR)
      return nil
    end
    cmd = vim.lsp.rpc.connect(conn.host or '127.0.0.1', conn.port)
    init_options = vim.tbl_extend('force', {}, M.config.settings or {}, { braiddToken = token })
  end
  if not cmd then
    local file = api.nvim_buf_get_name(bufnr)
    local dirs = { vim.fn.getcwd() }
    if file ~= '' then table.insert(dirs, 1, vim.fn.fnamemodify(file, ':p:h')) end
    local server = M.find_server(dirs)
    if not server then
      notify('cannot find braidd (not on $PATH, no build/bin/braidd above this file); set path in setup{}', vim.log.levels.ERROR)
      return nil
    end
    cmd = { server, '--log-level', M.config.log_level }
  end
  return {
    name = 'braid',
    cmd = cmd,
    root_dir = root_dir(bufnr),
    init_options = init_options,
    settings = { braid = M.config.settings },
    handlers = {
      ['braid/status'] = function(err, params, ...)
        on_status(err, params, ...)
        M.lens_follow_status(params)
      end,
    },
    on_attach = function(client, b)
      if M.config.codelens and vim.lsp.codelens then
        pcall(vim.lsp.codelens.refresh)
        api.nvim_create_autocmd({ 'BufWritePost', 'BufEnter', 'CursorHold' }, {
          buffer = b,
          group = api.nvim_create_augroup('braid_codelens_' .. b, { clear = true }),
          callback = function() pcall(vim.lsp.codelens.refresh) end,
        })
      end
      if M.config.on_attach then M.config.on_attach(client, b) end
    end,
    on_exit = function(code, signal, client_id)
      if M.client_id ~= client_id then return end
      M.client_id = nil
      if M.stopping or (code == 0 and signal == 0) then return end
      -- braidd died: restart it (at most 5 times in 3 minutes) for the C/C++ buffers.
      local now = uv.now()
      M.crashes = vim.tbl_filter(function(t) return now - t < 180000 end, M.crashes or {})
      table.insert(M.crashes, now)
      if #M.crashes > 5 then
        notify(string.format('braidd exited (code %d, signal %d) %d times in 3 minutes; not restarting (:BraidRestart)', code, signal, #M.crashes), vim.log.levels.ERROR)
        return
      end
      notify(string.format('braidd exited (code %d, signal %d); restarting it', code, signal), vim.log.levels.WARN)
      vim.schedule(function() M.attach_all() end)
    end,
  }
end

--- Starts braidd if needed and attaches it to the buffer.
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and api.nvim_get_current_buf() or bufnr
  local c = M.client()
  if not c then
    M.stopping = false
    local cfg = client_config(bufnr)
    if not cfg then return nil end
    if vim.lsp.start then
      -- Neovim >= 0.8: starts the client and attaches the buffer.
      M.client_id = vim.lsp.start(cfg, { bufnr = bufnr })
    else
      M.client_id = vim.lsp.start_client(cfg)
    end
    if not M.client_id then
      notify('failed to start ' .. table.concat(cfg.cmd, ' '), vim.log.levels.ERROR)
      return nil
    end
  end
  if not vim.lsp.buf_is_attached(bufnr, M.client_id) then
    vim.lsp.buf_attach_client(bufnr, M.client_id)
  end
  return M.client_id
end

function M.attach_all()
  for _, b in ipairs(api.nvim_list_bufs()) do
    if api.nvim_buf_is_loaded(b) and vim.tbl_contains(M.config.filetypes, vim.bo[b].filetype) then M.attach(b) end
  end
end

function M.restart()
  local c = M.client()
  M.client_id = nil
  M.crashes = {}
  if c then call(c, 'stop') end
  vim.defer_fn(M.attach_all, 500)
end

--- Stops braidd (for good: no automatic restart).
function M.shutdown()
  M.stopping = true
  local c = M.client()
  M.client_id = nil
  if c then call(c, 'stop') end
end

-- Requests -----------------------------------------------------------------

local function request(method, params, handler, bufnr)
  local c = M.client()
  if not c then
    M.attach(bufnr or 0)
    c = M.client()
  end
  if not c then return false end
  return call(c, 'request', method, params, function(err, result)
    if err then
      notify(string.format('%s failed: %s', method, err.message or vim.inspect(err)), vim.log.levels.ERROR)
      return
    end
    if handler then handler(result) end
  end, bufnr or api.nvim_get_current_buf())
end

function M.verify(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and api.nvim_get_current_buf() or bufnr
  if vim.bo[bufnr].modified then
    api.nvim_buf_call(bufnr, function() vim.cmd('silent write') end)
  end
  return request('workspace/executeCommand',
    { command = 'braid.verify', arguments = { vim.uri_from_bufnr(bufnr) } },
    function(r)
      if type(r) == 'table' and r.cached then notify('answered from the cache') end
    end, bufnr)
end

function M.stop()
  return request('workspace/executeCommand', { command = 'braid.stop', arguments = {} },
    function(r) notify(string.format('stopped %d verification(s)', (type(r) == 'table' and r.stopped) or 0)) end)
end

-- Replay -------------------------------------------------------------------

--- The braid diagnostics of a buffer with a trace id: { {lnum, message, kind, traceId}, … }.
function M.bugs(bufnr)
  local out, seen = {}, {}
  for _, d in ipairs(vim.diagnostic.get(bufnr or 0)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    local data = lsp.data or d.data
    if d.source == 'braid' and type(data) == 'table' and data.traceId and not data.stale and not seen[data.traceId] then
      seen[data.traceId] = true
      table.insert(out, { lnum = d.lnum, message = d.message, kind = d.code or lsp.code, traceId = data.traceId })
    end
  end
  table.sort(out, function(a, b) return a.lnum < b.lnum end)
  return out
end

-- A step as the engine renders it ("read counter = 0"): one rendering for every client.
local function describe(step)
  return type(step.text) == 'string' and step.text or '?'
end
M.describe = describe

--- The user functions a step runs in, innermost first ("deposit ← alice"), and how many
--- library frames its stack folds (docs/json-schema.md: frames with `library`).
function M.stack_path(stack)
  local names, folded = {}, 0
  for _, f in ipairs(type(stack) == 'table' and stack or {}) do
    if f.library then folded = folded + 1
    elseif not f.lost and type(f['function']) == 'string' then table.insert(names, f['function']) end
  end
  return table.concat(names, ' ← '), folded
end

--- Is the step one of those that explain the bug (the engine marks them `key`)?
local function is_key(step)
  return step.key == true
end

--- Quickfix items for a bug object (as braid/trace returns it): one per step, naming the
--- thread, the operation and the user functions it runs in (when more than one: a helper
--- and its caller); ★ marks the key steps; the last one carries the bug.
function M.trace_items(bug)
  local items = {}
  local steps = (type(bug.trace) == 'table' and bug.trace.steps) or {}
  local prev_thread = nil
  for i, s in ipairs(steps) do
    local loc = type(s.location) == 'table' and s.location or {}
    local switch = (prev_thread ~= nil and prev_thread ~= s.thread) and '↪ ' or ''
    local key = is_key(s) and '★ ' or ''
    local text = string.format('%s%sstep %d: thread %d %s', key, switch, s.step or (i - 1), s.thread or 0, describe(s))
    local path, folded = M.stack_path(s.stack)
    if path:find(' ← ', 1, true) then
      text = text .. '  (in ' .. path .. (folded > 0 and string.format(', %d library frames folded', folded) or '') .. ')'
    end
    if i == #steps then text = text .. '  ✖ ' .. (bug.kind or 'bug') .. ': ' .. (bug.message or '') end
    table.insert(items, {
      filename = loc.file,
      lnum = loc.line or 1,
      col = loc.column or 1,
      text = text,
      type = i == #steps and 'E' or 'I',
    })
    prev_thread = s.thread
  end
  return items
end

M.ns = api.nvim_create_namespace('braid_replay')
M.replay_state = nil -- { qf_id, steps, bufs = {} } while a replay is in the quickfix list

-- The sign in the sign column of a key step's line while a replay runs.
M.SIGN_GROUP = 'braid_replay'
M.KEY_SIGN = 'BraidKeyStep'
vim.fn.sign_define(M.KEY_SIGN, { text = '★', texthl = 'DiagnosticHint' })

local function clear_marks()
  local st = M.replay_state
  if not st then return end
  for b, _ in pairs(st.bufs) do
    if api.nvim_buf_is_valid(b) then
      api.nvim_buf_clear_namespace(b, M.ns, 0, -1)
      vim.fn.sign_unplace(M.SIGN_GROUP, { buffer = b })
    end
  end
  st.bufs = {}
end

--- Where every thread stands at step index i (1-based): { [thread] = step index }.
function M.thread_positions(steps, i)
  local pos = {}
  for j = 1, math.min(i, #steps) do pos[steps[j].thread] = j end
  return pos
end

-- Marks the current step's line (naming its thread) and where the other threads stand.
function M.mark_step()
  local st = M.replay_state
  if not st then return end
  local info = vim.fn.getqflist({ id = 0, idx = 0 })
  if info.id ~= st.qf_id then
    clear_marks()
    M.replay_state = nil
    return
  end
  -- A buffer opened since the last marks (a key step in another file) gets its marks too.
  if info.idx == st.idx and st.bufs[api.nvim_get_current_buf()] then return end
  st.idx = info.idx
  clear_marks()
  local steps = st.steps
  local cur = steps[info.idx]
  if not cur then return end
  local function place(step, text, hl, line_hl, sign)
    local loc = type(step.location) == 'table' and step.location or nil
    if not loc or not loc.file then return end
    local b = vim.fn.bufnr(loc.file)
    if b < 0 or not api.nvim_buf_is_loaded(b) then return end
    local line = (loc.line or 1) - 1
    if line >= api.nvim_buf_line_count(b) then return end
    api.nvim_buf_set_extmark(b, M.ns, line, 0, {
      virt_text = { { text, hl } }, virt_text_pos = 'eol', line_hl_group = line_hl, priority = 200,
    })
    if sign then
      -- A classic sign (an extmark's sign_text is not readable back before Neovim 0.8).
      vim.fn.sign_place(0, M.SIGN_GROUP, M.KEY_SIGN, b, { lnum = line + 1, priority = 20 })
    end
    st.bufs[b] = true
  end
  for thread, j in pairs(M.thread_positions(steps, info.idx)) do
    if thread ~= cur.thread then
      local s = steps[j]
      local same_line = type(s.location) == 'table' and type(cur.location) == 'table'
        and s.location.file == cur.location.file and s.location.line == cur.location.line
      if not same_line then
        local text = s.op == 'exit' and string.format('◁ thread %d finished', thread)
          or string.format('◁ thread %d waits here', thread)
        place(s, text, 'Comment', nil)
      end
    end
  end
  -- The steps that explain the bug stay marked (★ in the sign column, their text at the end
  -- of the line) while the replay walks the trace.
  for _, s in ipairs(steps) do
    if is_key(s) and s ~= cur then
      local path = M.stack_path(s.stack)
      place(s, string.format('★ step %d: thread %d %s%s', s.step or 0, s.thread or 0, describe(s),
        path:find(' ← ', 1, true) and ' (in ' .. path .. ')' or ''), 'DiagnosticHint', nil, '★')
    end
  end
  place(cur, string.format('◀ thread %d: %s (step %d)', cur.thread, describe(cur), cur.step or info.idx - 1),
    'WarningMsg', 'CursorLine', is_key(cur) and '★' or nil)
end

function M.show_trace(bug, trace_id)
  local items = M.trace_items(bug)
  clear_marks()
  vim.fn.setqflist({}, ' ', {
    title = string.format('braid: %s: %s', bug.kind or 'bug', bug.message or ''),
    items = items,
    context = { braid = { traceId = trace_id } },
  })
  M.replay_state = {
    qf_id = vim.fn.getqflist({ id = 0 }).id,
    steps = (type(bug.trace) == 'table' and bug.trace.steps) or {},
    bufs = {},
  }
  if #items == 0 then
    notify('this counterexample has no steps', vim.log.levels.WARN)
    return
  end
  if M.config.open_quickfix then vim.cmd('copen') end
  vim.cmd('cfirst')
  M.mark_step()
end

--- Replays a counterexample into the quickfix list: the trace id given, else the braid bug
--- on the cursor's line, else the buffer's only (or first) one.
function M.replay(trace_id)
  local bufnr = api.nvim_get_current_buf()
  if trace_id == '' then trace_id = nil end
  if not trace_id then
    local bugs = M.bugs(bufnr)
    local line = api.nvim_win_get_cursor(0)[1] - 1
    for _, b in ipairs(bugs) do
      if b.lnum == line then trace_id = b.traceId break end
    end
    if not trace_id and bugs[1] then trace_id = bugs[1].traceId end
  end
  if not trace_id then
    notify('no counterexample to replay here: save the file to verify it', vim.log.levels.WARN)
    return false
  end
  return request('braid/trace', { traceId = trace_id }, function(bug)
    if type(bug) ~= 'table' then
      notify('the server returned no counterexample', vim.log.levels.ERROR)
      return
    end
    M.show_trace(bug, trace_id)
  end, bufnr)
end

-- Setup --------------------------------------------------------------------

function M.setup(opts)
  M.config = vim.tbl_deep_extend('force', M.config, opts or {})
  local group = api.nvim_create_augroup('braid', { clear = true })
  -- :cnext / :cprev / <CR> in the quickfix window move the replay's line marks.
  api.nvim_create_autocmd({ 'CursorMoved', 'BufEnter', 'QuickFixCmdPost' }, {
    group = group,
    callback = function() if M.replay_state then M.mark_step() end end,
  })
  if M.config.autostart then
    api.nvim_create_autocmd('FileType', {
      group = group,
      pattern = M.config.filetypes,
      callback = function(ev) M.attach(ev.buf) end,
    })
    M.attach_all() -- buffers already open when setup{} runs
  end
  -- The replay code lens (and `braid.replay` run from any client command) fills the quickfix list.
  vim.lsp.commands['braid.replay'] = function(command)
    local arg = command.arguments and command.arguments[1]
    M.replay(type(arg) == 'table' and arg.traceId or arg)
  end
  local cmd = api.nvim_create_user_command
  cmd('BraidVerify', function() M.verify(0) end, { desc = 'braid: verify the current file' })
  cmd('BraidReplay', function(a) M.replay(a.args) end,
    { nargs = '?', desc = 'braid: replay a counterexample in the quickfix list' })
  cmd('BraidStop', function() M.stop() end, { desc = 'braid: stop running verifications' })
  cmd('BraidRestart', function() M.restart() end, { desc = 'braid: restart braidd' })
  cmd('BraidStatus', function()
    local s = M.status[vim.uri_from_bufnr(0)] or M.last_status
    print(s and ('braid: ' .. summary_of(s)) or 'braid: nothing verified yet')
  end, { desc = 'braid: the last verification summary' })
  cmd('BraidLog', function() vim.cmd('edit ' .. vim.fn.fnameescape(vim.lsp.get_log_path())) end,
    { desc = 'braid: open the LSP log' })
end

return M
