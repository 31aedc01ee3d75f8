-- wrk script: each request takes the next path from WRK_PATHS (one per line)
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
