-- wrk script: like rotate.lua (each request takes the next path from WRK_PATHS), and each request
-- comes from one of 256 clients (X-Forwarded-For in the documentation range 198.51.100.0/24; the
-- server under test trusts one proxy hop), so per-client limits see many users, not one.
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], { ["X-Forwarded-For"] = "198.51.100." .. (i % 256) })
end
