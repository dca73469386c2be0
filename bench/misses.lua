-- wrk script for bench/flood.mjs: cycles through every real article and list URL (MISS_URLS,
-- space-separated, set by flood.mjs), more than a small page cache holds, so that nearly every
-- request is a miss that renders.
local urls = {}
for url in (os.getenv("MISS_URLS") or "/"):gmatch("%S+") do urls[#urls + 1] = url end
local counter = 0

request = function()
  counter = counter + 1
  return wrk.format("GET", urls[counter % #urls + 1], { ["Accept-Encoding"] = "gzip, deflate, br" })
end
