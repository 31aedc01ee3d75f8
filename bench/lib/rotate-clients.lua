-- wrk script: like rotate.lua (each request takes the next path from WRK_PATHS), and each request
-- comes from one of 256 clients (X-Forwarded-For in the documentation range 198.51.100.0/24; the
-- server under test trusts one proxy hop), so per-client limits see many users, not one.
-- WRK_HOLD_MS (with WRK_CONNECTIONS, wrk's -c): each connection waits that long before its first
-- request, so all of them are open (and accepted by the server) before the load starts, as a
-- load generator's warm-up would have them; wrk's clock starts when a request is written.
-- WRK_STAGGER_MS: the n-th connection waits n times that much longer, so first requests arrive
-- spread out as visitors' do, not all in one instant.
-- A line "POST<tab>path<tab>body" is a POST of that JSON body (JSON escapes tabs and newlines).
-- WRK_ACCEPT_ENCODING, when set and not empty, is sent as Accept-Encoding (as a browser's).
-- WRK_COOKIES, when set, names a file of Cookie headers, one a line: client n sends line
-- n mod their count (signed-in visitors: the server's sessions on).
local encoding = os.getenv("WRK_ACCEPT_ENCODING") or ""
local cookies = {}
if (os.getenv("WRK_COOKIES") or "") ~= "" then
  for line in io.lines(os.getenv("WRK_COOKIES")) do cookies[#cookies + 1] = line end
end
local requests = {}
for line in io.lines(os.getenv("WRK_PATHS")) do
  local path, body = line:match("^POST\t([^\t]+)\t(.*)$")
  requests[#requests + 1] = path and { method = "POST", path = path, body = body } or { method = "GET", path = line }
end
local i = 0
request = function()
  i = i % #requests + 1
  local r = requests[i]
  local headers = { ["X-Forwarded-For"] = "198.51.100." .. (i % 256) }
  if encoding ~= "" then headers["Accept-Encoding"] = encoding end
  if r.body then headers["Content-Type"] = "application/json" end
  if #cookies > 0 then headers["Cookie"] = cookies[(i % 256) % #cookies + 1] end
  return wrk.format(r.method, r.path, headers, r.body)
end
local hold = tonumber(os.getenv("WRK_HOLD_MS") or "0")
if hold > 0 then
  local connections = tonumber(os.getenv("WRK_CONNECTIONS"))
  local first = 0
  delay = function()
    first = first + 1
    if first <= connections then return hold + first * tonumber(os.getenv("WRK_STAGGER_MS") or "0") end
    return 0
  end
end
