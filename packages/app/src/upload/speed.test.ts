import { describe, expect, it } from 'vitest';
import { createSpeedMeter } from './speed.ts';

const MB = 1048576;

describe('the speed meter', () => {
  it('says nothing before a second of bytes, then the steady rate and the time left', () => {
    const meter = createSpeedMeter();
    expect(meter.sample(0, 30 * MB, 0)).toEqual({ bytesPerSecond: null, secondsLeft: null });
    expect(meter.sample(0.75 * MB, 30 * MB, 500)).toEqual({ bytesPerSecond: null, secondsLeft: null });
    let reading = meter.sample(1.5 * MB, 30 * MB, 1000);
    expect(reading.bytesPerSecond).toBeCloseTo(1.5 * MB, 0);
    expect(reading.secondsLeft).toBe(19);
    for (let t = 1500; t <= 10_000; t += 500) reading = meter.sample((t / 1000) * 1.5 * MB, 30 * MB, t);
    expect(reading.bytesPerSecond).toBeCloseTo(1.5 * MB, 0);
    expect(reading.secondsLeft).toBe(10);
  });

  it('smooths bursts: chunks confirmed in jumps give a steady figure', () => {
    const meter = createSpeedMeter();
    const speeds: number[] = [];
    // 1 MB/s on average, arriving as 4 MB every 4 seconds.
    for (let t = 0; t <= 40_000; t += 500) {
      const bytes = Math.floor(t / 4000) * 4 * MB;
      const { bytesPerSecond } = meter.sample(bytes, 100 * MB, t);
      if (t >= 20_000 && bytesPerSecond !== null) speeds.push(bytesPerSecond);
    }
    expect(Math.min(...speeds)).toBeGreaterThan(0.4 * MB);
    expect(Math.max(...speeds)).toBeLessThan(1.8 * MB);
  });

  it('follows a change of speed within a few seconds, and a stall down towards 0', () => {
    const meter = createSpeedMeter();
    let bytes = 0;
    let reading = meter.sample(0, 1000 * MB, 0);
    for (let t = 500; t <= 10_000; t += 500) {
      bytes += MB;
      reading = meter.sample(bytes, 1000 * MB, t);
    }
    expect(reading.bytesPerSecond).toBeCloseTo(2 * MB, -3);
    for (let t = 10_500; t <= 20_000; t += 500) {
      bytes += 0.25 * MB;
      reading = meter.sample(bytes, 1000 * MB, t);
    }
    expect(reading.bytesPerSecond).toBeLessThan(0.7 * MB);
    expect(reading.bytesPerSecond).toBeGreaterThan(0.45 * MB);
    for (let t = 20_500; t <= 40_000; t += 500) reading = meter.sample(bytes, 1000 * MB, t);
    expect(reading.bytesPerSecond).toBeLessThan(0.01 * MB);
    expect(reading.secondsLeft === null || reading.secondsLeft > 10_000).toBe(true);
  });

  it('gathers samples closer than the span, and says 0 s left when every byte is sent', () => {
    const meter = createSpeedMeter({ spanMs: 500, warmUpMs: 0 });
    meter.sample(0, 10, 0);
    // 10 ms apart: not a span yet, no wild rate from a tiny interval.
    expect(meter.sample(5, 10, 10).bytesPerSecond).toBeNull();
    expect(meter.sample(10, 10, 600)).toMatchObject({ secondsLeft: 0 });
    meter.reset();
    expect(meter.sample(0, 10, 700)).toEqual({ bytesPerSecond: null, secondsLeft: null });
  });
});
