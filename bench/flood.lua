-- wrk script for bench/flood.mjs: every request names a different target, none of them a
-- stored document verbatim: other spellings of real pages (letter case, escaped letters,
-- doubled slashes, trailing slashes, dot segments) and unknown paths and article slugs.
local pages = {
  "/about", "/advisory-services", "/insights", "/insights/all-articles", "/careers",
  "/insights/future-of-crypto-licensing", "/knowledge/aml-kyc-2025", "/legal/privacy-policy",
  "/services/company-formation", "/knowledge-center"
}
local counter = 0

-- The page with letters upper-cased where the counter's bits are set.
local function flip(path, n)
  local out, bit = {}, 0
  for c in path:gmatch(".") do
    if c:match("%a") then
      if math.floor(n / 2 ^ (bit % 24)) % 2 == 1 then c = c:upper() end
      bit = bit + 1
    end
    out[#out + 1] = c
  end
  return table.concat(out)
end

request = function()
  counter = counter + 1
  local page = pages[counter % #pages + 1]
  local kind = counter % 6
  local path
  if kind == 0 then path = flip(page, counter)
  elseif kind == 1 then path = page:gsub("(%l)", function(c) return string.format("%%%02x", c:byte()) end, 1) .. "?n=" .. counter
  elseif kind == 2 then path = "/" .. page .. "/?n=" .. counter
  elseif kind == 3 then path = "/x/.." .. page .. "?n=" .. counter
  elseif kind == 4 then path = "/no-such-page-" .. counter
  else path = "/insights/no-such-article-" .. counter end
  return wrk.format("GET", path, { ["Accept-Encoding"] = "gzip, deflate, br" })
end
