-- Drives a real (tmux) Neovim through a replay for the screenshot: save, wait for braid's
-- diagnostic, :BraidReplay, :cnext twice; then writes $BRAID_DONE ("ok" or the error).
local done = os.getenv('BRAID_DONE')
local function finish(msg)
  vim.defer_fn(function()
    vim.cmd('redraw!')
    vim.defer_fn(function()
      local f = io.open(done, 'w'); f:write(msg); f:close()
    end, 300)
  end, 300)
end
local braid = require('braid')
braid.setup { path = os.getenv('BRAID_SERVER'), settings = { timeBudget = 30, algorithm = 'pop' }, notify_done = false }
vim.o.number = true
vim.o.signcolumn = 'yes'
vim.o.wrap = false
vim.o.cursorline = true
vim.o.laststatus = 2
vim.o.statusline = "%f %m%=%{v:lua.require'braid'.statusline()}  %l:%c "
vim.diagnostic.config { virtual_text = true, signs = true, underline = true }
vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('BRAID_TEST_FILE')))
local function step(fn, cond, what, ms)
  local deadline = vim.loop.now() + ms
  local t = vim.loop.new_timer()
  t:start(100, 100, vim.schedule_wrap(function()
    if cond() then t:stop(); t:close(); fn()
    elseif vim.loop.now() > deadline then t:stop(); t:close(); finish('timeout: ' .. what) end
  end))
end
step(function()
  vim.cmd('write')
  step(function()
    vim.api.nvim_win_set_cursor(0, { 6, 0 })
    vim.cmd('BraidReplay')
    step(function()
      vim.cmd('cnext')
      vim.cmd('cnext')
      vim.cmd('cnext')
      vim.cmd('normal! zz')
      finish('ok')
    end, function() return #vim.fn.getqflist() > 0 end, 'quickfix', 15000)
  end, function()
    for _, b in ipairs(braid.bugs(0)) do if b.kind == 'assertion' then return true end end
    return false
  end, 'diagnostic', 90000)
end, function()
  local c = braid.client()
  return c ~= nil and c.server_capabilities ~= nil and next(c.server_capabilities) ~= nil
end, 'braidd', 15000)
