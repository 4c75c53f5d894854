-- Headless Neovim against the real braidd: while a program with a large space is verified,
-- the statusline shows braidd's estimate of the total (typed braid/status fields) and says
-- up front that it will not finish in the time budget. Run by nvim_test.sh with
-- BRAID_NVIM_SCRIPT=nvim_estimate_test.lua (env: BRAID_SERVER, BRAID_TEST_DIR) and
-- BRAID_ESTIMATE_ALGO: dfs (its own estimate) or pop (the default algorithm: hunting's
-- estimate of POP's classes, shown with its interval).
local function fail(msg)
  io.stderr:write('FAIL: ' .. msg .. '\n')
  vim.cmd('cquit 1')
end
local function check(cond, msg)
  if not cond then error(msg, 2) end
end

local ok, err = pcall(function()
  local braid = require('braid')
  local algo = os.getenv('BRAID_ESTIMATE_ALGO') or 'dfs'
  -- 17,153,136 orders of the increments, as many POP classes (one execution each); 3 s cannot
  -- cover them.
  braid.setup {
    path = os.getenv('BRAID_SERVER'),
    log_level = 'debug',
    settings = { timeBudget = 3, algorithm = algo },
    notify_done = false,
  }
  vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('BRAID_TEST_DIR') .. '/big_space.c'))
  check(vim.wait(15000, function()
    local c = braid.client()
    return c ~= nil and c.server_capabilities ~= nil and next(c.server_capabilities) ~= nil
  end, 50), 'braidd did not initialize')
  vim.cmd('write')
  local uri = vim.uri_from_bufnr(0)
  local seen
  check(vim.wait(60000, function()
    local s = braid.status[uri]
    if s and s.state == 'verifying' and s.estimatedTotal and s.exceedsBudget then seen = vim.deepcopy(s) return true end
    return false
  end, 50), 'no estimate beyond the time budget in braid/status: ' .. vim.inspect(braid.status[uri]))
  braid.status[uri] = seen  -- the line as it was then (the check may have ended since)
  local line = braid.statusline()
  io.stderr:write('statusline: ' .. line .. '\n')
  check(type(seen.fraction) == 'number' and seen.fraction >= 0 and seen.fraction <= 1, 'fraction ' .. tostring(seen.fraction))
  check(seen.estimatedTotal >= seen.executions, 'estimate below the executions run')
  if algo == 'pop' then
    check(seen.estimatedTotal >= 17153136 / 2 and seen.estimatedTotal <= 17153136 * 2, 'not within 2x of 17,153,136: ' .. seen.estimatedTotal)
    check(type(seen.estimateError) == 'number' and seen.estimateError > 0, 'no interval: ' .. vim.inspect(seen))
    check(line:find('^braid: [%d,]+ executions of ~[%d.,e]+ \194\177%d+%% %(%d+%%%)'), 'no estimate with its interval in the statusline: ' .. line)
  else
    check(line:find('^braid: [%d,]+ executions of ~[%d.,e]+ %(%d+%%%)'), 'no estimate in the statusline: ' .. line)
  end
  check(line:find('will not finish in the time budget', 1, true), 'the budget is not said: ' .. line)
  vim.cmd('BraidStop')
  vim.wait(500)
end)
if not ok then fail(tostring(err)) end
io.stderr:write('nvim estimate test (' .. (os.getenv('BRAID_ESTIMATE_ALGO') or 'dfs') .. '): 1 passed, 0 failed\n')
require('braid').shutdown()
vim.wait(1000, function() return require('braid').client() == nil end, 50)
vim.cmd('qa!')
