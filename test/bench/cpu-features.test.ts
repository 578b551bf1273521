// Result files name the CPU's vector extensions: the NER model ran about twice as fast on AVX-512 VNNI VMs
// as on an AVX2-only one, and VMs often report the model only as "AMD EPYC".
import { describe, expect, it } from 'vitest';
import { cpuFeatures } from '../../bench/lib/machine.js';

const processor = (family: number, model: number, flags: string) =>
  `processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: ${family}\nmodel\t\t: ${model}\nmodel name\t: AMD EPYC\nflags\t\t: ${flags}\n`;

describe('cpuFeatures', () => {
  it('names family, model and the AVX-512 / VNNI extensions of the first processor', () => {
    expect(cpuFeatures(processor(23, 49, 'fpu sse2 avx fma avx2 bmi2'))).toBe('family 23 model 49; AVX2, no AVX-512, no VNNI');
    expect(cpuFeatures(processor(25, 17, 'fpu avx2 avx512f avx512bw avx512_vnni') + '\n' + processor(23, 49, 'fpu avx2')))
      .toBe('family 25 model 17; AVX2, AVX-512, AVX-512 VNNI');
    expect(cpuFeatures(processor(6, 151, 'fpu avx2 avx_vnni'))).toBe('family 6 model 151; AVX2, no AVX-512, AVX-VNNI');
  });

  it('is "unknown" without a flags line (not Linux, or no /proc)', () => {
    expect(cpuFeatures('')).toBe('unknown');
    expect(cpuFeatures('processor\t: 0\nmodel name\t: Apple M2\n')).toBe('unknown');
  });
});
