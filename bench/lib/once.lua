-- wrk script: each path of WRK_PATHS (one per line) asked once, in order, on one connection; after
-- the last answer the thread stops and prints "all asked" (wrk.ts then ends the run with SIGINT:
-- wrk would otherwise wait out its duration)
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
local asked, answered = 0, 0
request = function()
  asked = asked + 1
  return wrk.format("GET", paths[math.min(asked, #paths)])
end
response = function()
  answered = answered + 1
  if answered == #paths then
    io.stderr:write("all asked\n")
    wrk.thread:stop()
  end
end
