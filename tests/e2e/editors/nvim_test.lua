-- Headless Neovim against the real braidd: saving the buggy program yields the assertion
-- diagnostic, and :BraidReplay fills the quickfix list with the counterexample's steps; a
-- race inside a helper shows its callers and its key steps marked.
-- Run by nvim_test.sh (env: BRAID_SERVER, BRAID_TEST_FILE, BRAID_RACE_FILE).
local function fail(msg)
  io.stderr:write('FAIL: ' .. msg .. '\n')
  vim.cmd('cquit 1')
end
local function check(cond, msg)
  if not cond then error(msg, 2) end
end

local ok, err = pcall(function()
  local braid = require('braid')
  braid.setup {
    path = os.getenv('BRAID_SERVER'),
    log_level = 'debug',
    settings = { timeBudget = 30, algorithm = os.getenv('BRAID_ALGORITHM') or 'pop' },
    notify_done = false,
    open_quickfix = true,
  }
  local file = os.getenv('BRAID_TEST_FILE')
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  check(vim.bo.filetype == 'c', 'filetype is ' .. vim.bo.filetype)
  check(vim.wait(15000, function()
    local c = braid.client()
    return c ~= nil and c.server_capabilities ~= nil and next(c.server_capabilities) ~= nil
  end, 50), 'braidd did not initialize')
  io.stderr:write('braidd initialized\n')

  vim.cmd('write')
  local bug
  -- The assertion (the engine may report the racy accesses to `counter` too).
  check(vim.wait(90000, function()
    for _, b in ipairs(braid.bugs(0)) do
      if b.kind == 'assertion' then bug = b return true end
    end
    return false
  end, 100), 'no braid assertion diagnostic after saving')
  io.stderr:write(string.format('diagnostic: line %d [%s] %s\n', bug.lnum + 1, tostring(bug.kind), bug.message))
  check(bug.lnum == 5, 'diagnostic on line ' .. (bug.lnum + 1) .. ', expected 6')
  check(bug.kind == 'assertion', 'kind ' .. tostring(bug.kind))
  check(bug.message:find('counter == 2', 1, true), 'message: ' .. bug.message)
  -- The summary lens follows the run: not "verifying…" once it is done (nothing here asks
  -- for the lenses again; the plugin does when braidd's status changes).
  local titles = {}
  check(vim.wait(10000, function()
    titles = {}
    for _, l in ipairs(vim.lsp.codelens.get(0) or {}) do
      if l.command and l.range.start.line == 0 then table.insert(titles, l.command.title) end
    end
    return #titles > 0 and titles[1]:find('^braid: ') and not titles[1]:find('verifying', 1, true)
  end, 50), 'the summary lens after the run: ' .. vim.inspect(titles))
  io.stderr:write('summary lens: ' .. titles[1] .. '\n')
  local d = vim.diagnostic.get(0, { lnum = 5 })[1]
  check(d and d.source == 'braid' and d.severity == vim.diagnostic.severity.ERROR, 'source/severity')

  vim.api.nvim_win_set_cursor(0, { 6, 0 }) -- :BraidReplay replays the bug on the cursor's line
  vim.cmd('BraidReplay')
  check(vim.wait(15000, function() return #vim.fn.getqflist() > 0 end, 50), 'quickfix list stayed empty')
  local qf = vim.fn.getqflist({ title = 1, items = 1 })
  io.stderr:write('quickfix: ' .. qf.title .. '\n')
  for _, it in ipairs(qf.items) do
    io.stderr:write(string.format('  %s:%d: %s\n', vim.fn.bufname(it.bufnr), it.lnum, it.text))
  end
  check(qf.title:find('assertion', 1, true), 'title: ' .. qf.title)
  local texts = vim.tbl_map(function(it) return it.text end, qf.items)
  local function has(pat)
    for _, t in ipairs(texts) do if t:find(pat) then return true end end
    return false
  end
  -- The lost update: both workers read 0 before either writes 1, then main's assertion fails.
  check(has('step %d+: thread 0 create thread 1'), 'no "thread 0 create thread 1"')
  check(has('step %d+: thread 1 read counter = 0'), 'no "thread 1 read counter = 0"')
  check(has('step %d+: thread 2 read counter = 0'), 'no "thread 2 read counter = 0"')
  check(has('thread 1 write counter = 1'), 'no "thread 1 write counter = 1"')
  check(has('thread 2 write counter = 1'), 'no "thread 2 write counter = 1"')
  check(texts[#texts]:find('assertion', 1, true), 'last step does not name the bug: ' .. texts[#texts])
  check(qf.items[#qf.items].lnum == 6, 'last step on line ' .. qf.items[#qf.items].lnum)
  for _, it in ipairs(qf.items) do
    check(vim.fn.bufname(it.bufnr):find('lost_update.c', 1, true), 'step in ' .. vim.fn.bufname(it.bufnr))
  end
  -- :cnext / :cprev walk the trace.
  check(vim.fn.getqflist({ idx = 0 }).idx == 1, 'replay does not start at the first step')
  vim.cmd('cnext')
  vim.cmd('cnext')
  check(vim.fn.getqflist({ idx = 0 }).idx == 3, ':cnext did not move')
  check(vim.api.nvim_win_get_cursor(0)[1] == qf.items[3].lnum, 'cursor not on step 3 line')
  -- The step's line is marked with its thread (CursorMoved moves the marks; a script's
  -- :cnext only triggers it when the main loop runs, which headless mode does not here).
  vim.cmd('doautocmd <nomodeline> CursorMoved')
  local marks = vim.api.nvim_buf_get_extmarks(0, braid.ns, 0, -1, { details = true })
  local found = false
  for _, m in ipairs(marks) do
    local text = m[4].virt_text and m[4].virt_text[1][1] or ''
    if text:find('^◀ thread') then
      found = true
      io.stderr:write(string.format('mark: line %d %s\n', m[2] + 1, text))
      check(m[2] + 1 == qf.items[3].lnum, 'mark on line ' .. (m[2] + 1))
      check(qf.items[3].text:find(text:match('^◀ (thread %d+)'), 1, true), 'mark names another thread: ' .. text)
    end
  end
  check(found, 'no mark on the step line')
  vim.cmd('cprev')
  check(vim.fn.getqflist({ idx = 0 }).idx == 2, ':cprev did not move')

  -- The "▶ Replay: assertion" code lens does the same (vim.lsp.commands['braid.replay']).
  vim.fn.setqflist({}, 'r', { items = {}, title = 'empty' })
  vim.cmd('cclose')
  vim.cmd('buffer ' .. vim.fn.fnameescape(file))
  vim.api.nvim_win_set_cursor(0, { 6, 0 })
  local lens
  check(vim.wait(10000, function()
    pcall(vim.lsp.codelens.refresh)
    vim.wait(200)
    for _, l in ipairs(vim.lsp.codelens.get(0) or {}) do
      if l.command and l.command.title:find('Replay: assertion', 1, true) then lens = l return true end
    end
    return false
  end, 300), 'no "Replay: assertion" code lens')
  check(lens.range.start.line == 5, 'replay lens on line ' .. (lens.range.start.line + 1))
  vim.lsp.codelens.run()
  check(vim.wait(15000, function() return #vim.fn.getqflist() > 0 end, 50), 'the code lens did not replay')
  check(vim.fn.getqflist({ title = 1 }).title:find('assertion', 1, true), 'code lens replayed something else')
  io.stderr:write('code lens replays\n')

  -- A race inside a helper called by two threads: the trace view names each step's callers,
  -- ★ marks the key steps (the two racing accesses) in the list, and the replay marks their
  -- lines (sign ★ and their text) while it walks the trace.
  local race_file = os.getenv('BRAID_RACE_FILE')
  vim.cmd('edit ' .. vim.fn.fnameescape(race_file))
  vim.cmd('write')
  local race
  -- The final result (bugs published while the check runs have no call stacks yet).
  local race_uri = vim.uri_from_bufnr(0)
  check(vim.wait(90000, function()
    local s = braid.status[race_uri]
    return s ~= nil and s.state == 'done'
  end, 100), 'the check of bank_race.c did not end')
  check(vim.wait(90000, function()
    for _, b in ipairs(braid.bugs(0)) do
      if b.kind == 'data-race' then race = b return true end
    end
    return false
  end, 100), 'no braid data-race diagnostic for bank_race.c')
  vim.api.nvim_win_set_cursor(0, { race.lnum + 1, 0 })
  vim.fn.setqflist({}, 'r', { items = {}, title = 'empty' })
  vim.cmd('BraidReplay')
  check(vim.wait(15000, function() return #vim.fn.getqflist() > 0 end, 50), 'the race replay stayed empty')
  local items = vim.fn.getqflist()
  local keyed, callers = {}, {}
  for _, it in ipairs(items) do
    io.stderr:write('  ' .. it.text .. '\n')
    if it.text:find('^★ ') then table.insert(keyed, it) end
    local caller = it.text:match('%(in deposit ← (%a+)%)')
    if caller then callers[caller] = true end
  end
  check(#keyed == 2, 'expected the two racing accesses starred, got ' .. #keyed)
  for _, it in ipairs(keyed) do check(it.lnum == 7, 'key step on line ' .. it.lnum) end
  check(callers.alice and callers.bob, 'the steps in deposit() do not name alice and bob')
  vim.cmd('doautocmd <nomodeline> CursorMoved')
  local rb = vim.fn.bufnr(race_file)
  local starred = 0
  for _, m in ipairs(vim.api.nvim_buf_get_extmarks(rb, braid.ns, 0, -1, { details = true })) do
    local text = m[4].virt_text and m[4].virt_text[1][1] or ''
    if text:find('^★ step') then
      starred = starred + 1
      io.stderr:write(string.format('key mark: line %d %s\n', m[2] + 1, text))
      check(m[2] + 1 == 7, 'key mark on line ' .. (m[2] + 1))
      check(text:find('in deposit ← ', 1, true), 'key mark without its stack: ' .. text)
    end
  end
  check(starred == 2, 'expected 2 key-step marks, found ' .. starred)
  local signs = vim.fn.sign_getplaced(rb, { group = braid.SIGN_GROUP })[1].signs
  check(#signs >= 1 and signs[1].name == braid.KEY_SIGN and signs[1].lnum == 7,
    'no ★ sign on the key steps\' line: ' .. vim.inspect(signs))
  -- Walking away from the replay clears them.
  vim.fn.setqflist({}, 'r', { items = {}, title = 'empty' })
  vim.cmd('doautocmd <nomodeline> CursorMoved')
  check(#vim.api.nvim_buf_get_extmarks(rb, braid.ns, 0, -1, {}) == 0, 'marks left after the replay')

  vim.cmd('BraidStop')
  vim.wait(500)
end)
if not ok then fail(tostring(err)) end
io.stderr:write('nvim test: 1 passed, 0 failed\n')
require('braid').shutdown()
vim.wait(1000, function() return require('braid').client() == nil end, 50)
vim.cmd('qa!')
