import { guestLines, hostLines, firstNames, lastNames } from "../server/seed/host-data.ts";
import { createChannelSearchIndex } from "../domain/messaging/channel-search-index.ts";
import { foldSearchText } from "../domain/reservations/reservation-list.ts";
const N = 10_000, M = 200_000;
const texts: string[] = [];
for (let i = 1; i <= N; i++) {
  let t = `${firstNames[i % firstNames.length]} ${lastNames[Math.floor(i / 7) % lastNames.length]} HB${(i * 7919).toString(36).toUpperCase().padStart(6, "0")}`;
  for (let k = 0; k < M / N; k++) { const j = i + k * N; t += " " + (k % 2 ? hostLines[j % hostLines.length] : guestLines[j % guestLines.length]); }
  texts.push(foldSearchText(t));
}
const index = createChannelSearchIndex();
let t0 = performance.now();
texts.forEach((t, i) => index.set(`c${i}`, t));
console.log("build", (performance.now() - t0).toFixed(1));
const ids = texts.map((_, i) => `c${i}`);
const seq = ["p","pa","par","park","parki","parkin","parking","parki","parkin","parkin","park","par","pa","pa","pat","paty","d","do","dog","do","d","doo","door","door ","door c","door co","door cod","door code","l","le","len","lena","len","le","l","lu","luk","luka","lukas","hb","hb1","hb","t","to","tow","towe","towel","towels","towel","tow","t",""];
for (let round = 0; round < 3; round++) {
  let tot = 0, filt = 0; const per: string[] = [];
  for (const s of seq) {
    if (!s) continue;
    const a = performance.now();
    const m = index.search(s);
    const b = performance.now();
    let n = 0; for (const id of ids) if (m.has(id)) n++;
    const c = performance.now();
    tot += b - a; filt += c - b; if (round === 0) per.push(`${s}:${(b - a).toFixed(2)}`);
  }
  console.log(`round ${round}: search ${tot.toFixed(1)} ms, has ${filt.toFixed(1)} ms over ${seq.length}`);
  if (round === 0) console.log(per.join(" "));
}
