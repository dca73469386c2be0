-- wrk script for bench/flood.mjs: a new unknown path or article slug on every request.
local counter = 0
request = function()
  counter = counter + 1
  local path = (counter % 2 == 0) and ("/no-such-page-" .. counter) or ("/insights/no-such-article-" .. counter)
  return wrk.format("GET", path, { ["Accept-Encoding"] = "gzip, deflate, br" })
end
