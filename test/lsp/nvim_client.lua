-- Neovim's built-in LSP client against `ptx-lint --lsp` (run_nvim.py
-- starts this with PTX_LINT, PTX_FILE and EXPECTED_FILE set): open a PTX
-- file with a mistake, wait for the diagnostic, check where it is, fix
-- the mistake through the buffer, format, and compare the buffer with
-- what `ptx-lint --emit=canonical --keep-comments` prints.
-- Written for Neovim 0.7 (Debian 12) and later.

local function fail(message)
  io.stderr:write('FAIL: ' .. message .. '\n')
  vim.cmd('cquit 1')
end

local function run()
  local file = os.getenv('PTX_FILE')
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  local client = vim.lsp.start_client({
    name = 'ptx-lint',
    cmd = { os.getenv('PTX_LINT'), '--lsp' },
    root_dir = vim.fn.fnamemodify(file, ':h'),
  })
  if not client then
    return fail('the server did not start')
  end
  vim.lsp.buf_attach_client(buf, client)

  if not vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 20) then
    return fail('no diagnostic arrived')
  end
  local d = vim.diagnostic.get(buf)[1]
  -- 0-based: line 11, column 11 of the file is '.L2::cache_hint'.
  if d.lnum ~= 10 or d.col ~= 11 or d.severity ~= vim.diagnostic.severity.ERROR then
    return fail(string.format('diagnostic at %d:%d severity %d: %s',
                              d.lnum, d.col, d.severity, d.message))
  end
  if not d.message:find('sm_80', 1, true) then
    return fail('unexpected message: ' .. d.message)
  end

  -- Fix it as a user would: sm_75 -> sm_80 (an incremental change).
  vim.api.nvim_buf_set_text(buf, 1, 11, 1, 13, { '80' })
  if not vim.wait(30000, function() return #vim.diagnostic.get(buf) == 0 end, 20) then
    return fail('the diagnostic stayed after the fix')
  end

  if vim.lsp.buf.format then
    vim.lsp.buf.format({ timeout_ms = 30000 })
  else
    vim.lsp.buf.formatting_sync(nil, 30000)
  end
  local got = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n') .. '\n'
  local expected = table.concat(vim.fn.readfile(os.getenv('EXPECTED_FILE')), '\n') .. '\n'
  if got ~= expected then
    return fail('after formatting the buffer holds:\n' .. got)
  end
  io.stdout:write('OK\n')
  vim.lsp.stop_client(client)
  vim.cmd('qall!')
end

local ok, err = pcall(run)
if not ok then
  fail(tostring(err))
end
