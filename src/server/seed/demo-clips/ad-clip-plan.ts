import { productSvg, sceneBackgroundSvg } from "./ad-scene-svg";
import type { AdScript } from "./ad-scripts";
import { adTimeline, wrapCaption } from "./ad-timeline";

export const AD_WIDTH = 540;
export const AD_FPS = 24;

/** The frame for an aspect ratio ("9:16", "4:5", "1:1", …): 540 wide, an even height; 540×960 when unreadable. */
export function adFrame(aspectRatio = "9:16"): { width: number; height: number } {
  const m = aspectRatio.match(/^(\d+):(\d+)$/);
  const ratio = m && Number(m[1]) > 0 && Number(m[2]) > 0 ? Number(m[2]) / Number(m[1]) : 16 / 9;
  return { width: AD_WIDTH, height: 2 * Math.round((AD_WIDTH * ratio) / 2) };
}

/**
 * Everything ffmpeg needs to make one demo ad, with file names relative to its working folder: the
 * SVGs to render to PNG, the caption lines to write as text files, and the arguments. Being plain
 * data, the plan's hash names the cached clip: any change to the script, the look or the encoding
 * makes a new one.
 */
export interface AdClipPlan {
  svgs: Record<string, string>;
  texts: Record<string, string>;
  args: string[];
}

/** The caption styles: size, characters per line, line height, first line's top, and drawtext's colours. */
const STYLE = {
  hook: { size: 46, width: 18, lineHeight: 72, top: 110, look: "fontcolor=black:box=1:boxcolor=white:boxborderw=14" },
  middle: { size: 42, width: 20, lineHeight: 60, top: 150, look: "fontcolor=white:borderw=3:bordercolor=black@0.8" },
  cta: { size: 40, width: 20, lineHeight: 68, top: 130, look: "fontcolor=black:box=1:boxcolor=0xFFD84D:boxborderw=14" },
} as const;

/**
 * A music-like bed (a four-chord pad, an arpeggio, a kick and a hi-hat) from ffmpeg's expression
 * source, so the clips have sound without shipping any. `variant` transposes it.
 */
function musicExpression(variant: number): string {
  const k = 2 ** ((variant % 5) / 12);
  const [a, b, c, d] = [220, 174.61, 261.63, 196].map((f) => (f * k).toFixed(2));
  const chord = `st(0,if(lt(mod(t,8),2),${a},if(lt(mod(t,8),4),${b},if(lt(mod(t,8),6),${c},${d}))))`;
  const pad = "0.07*(sin(2*PI*ld(0)*t)+sin(2*PI*ld(0)*1.26*t)+sin(2*PI*ld(0)*1.5*t))*(0.75+0.25*sin(PI*t))";
  const arp = "0.06*sin(2*PI*ld(0)*2*if(lt(mod(t,0.75),0.25),1,if(lt(mod(t,0.75),0.5),1.26,1.5))*t)*exp(-7*mod(t,0.25))";
  const kick = "0.45*sin(2*PI*(45+90*exp(-25*mod(t,0.5)))*t)*exp(-9*mod(t,0.5))";
  const hat = "0.035*(2*random(1)-1)*exp(-50*mod(t+0.25,0.5))";
  return `${chord};${pad}+${arp}+${kick}+${hat}`.replace(/[,;]/g, (c) => `\\${c}`);
}

export function adClipPlan(script: AdScript, seconds: number, variant: number, aspectRatio = "9:16"): AdClipPlan {
  const scenes = adTimeline(seconds, script);
  const { width, height } = adFrame(aspectRatio);
  // The layout is drawn for 960 px high and scaled to the frame; text shrinks less, to stay readable.
  const k = height / 960;
  const f = Math.min(1, Math.max(k, 0.7));
  const svgs: Record<string, string> = { "product.png": productSvg(script.product, Math.round(500 * k)) };
  const texts: Record<string, string> = {};
  const inputs: string[] = [];
  const filters: string[] = [];
  const captions: string[] = [];
  for (const [i, scene] of scenes.entries()) {
    const name = `scene-${i}.png`;
    svgs[name] = sceneBackgroundSvg({ width, height, hue: (script.hue + i * 47) % 360, kind: scene.kind, index: i + variant });
    inputs.push("-i", name);
    filters.push(`[${i}:v]format=yuv420p,loop=-1:1:0,fps=${AD_FPS},trim=duration=${scene.end - scene.start},setpts=PTS-STARTPTS[s${i}]`);
    const style = STYLE[scene.kind];
    for (const [j, line] of wrapCaption(scene.text, Math.round(style.width / f)).entries()) {
      const file = `caption-${i}-${j}.txt`;
      texts[file] = line;
      const y = Math.round(style.top * k + j * style.lineHeight * f);
      captions.push(
        `drawtext=fontfile=font.ttf:textfile=${file}:expansion=none:fontsize=${Math.round(style.size * f)}:${style.look}:x=(w-text_w)/2:y=${y}:enable='gte(t,${scene.start})*lt(t,${scene.end})'`,
      );
    }
  }
  const n = scenes.length;
  filters.push(`${scenes.map((_, i) => `[s${i}]`).join("")}concat=n=${n}:v=1:a=0[bg]`);
  filters.push(`[${n}:v]format=yuva420p,loop=-1:1:0,fps=${AD_FPS},trim=duration=${seconds},setpts=PTS-STARTPTS[p]`);
  // The product sways and bobs gently, as in a hand-held shot.
  filters.push(
    `[bg][p]overlay=x=(W-w)/2+50*sin(2*PI*t/9):y=(H-h)/2+${Math.round(110 * k)}+${Math.round(14 * k)}*sin(2*PI*t/2.6):format=yuv420[o]`,
  );
  const progress = `drawbox=x=0:y=ih-8:w=iw*t/${seconds}:h=8:color=white@0.85:t=fill`;
  filters.push(`[o]${[...captions, progress].join(",")}[v]`);
  // +2.2 dB: the mix plays at about -14.5 LUFS, the ad platforms' loudness, with its peaks under full scale.
  filters.push(`[${n + 1}:a]afade=t=in:d=0.4,afade=t=out:st=${seconds - 1.2}:d=1.2,volume=2.2dB[a]`);
  const args = [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...inputs,
    ...["-i", "product.png"],
    ...["-f", "lavfi", "-i", `aevalsrc=${musicExpression(variant)}:s=44100:d=${seconds}`],
    ...["-filter_complex", filters.join(";"), "-map", "[v]", "-map", "[a]"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "30", "-pix_fmt", "yuv420p", "-r", String(AD_FPS), "-g", String(AD_FPS * 2)],
    ...["-c:a", "aac", "-b:a", "64k", "-ac", "1", "-t", String(seconds), "-movflags", "+faststart", "clip.mp4"],
  ];
  return { svgs, texts, args };
}
