import { describe, expect, it } from 'vitest';
import { embeddedIpv4, isPrivateAddress } from '../src/webhooks/addresses.ts';

describe('webhook addresses', () => {
  it('refuses private IPv4 addresses inside IPv4-mapped, -compatible and -translated IPv6 addresses', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:a00:1',
      '[::ffff:192.168.1.1]',
      '::10.0.0.1',
      '::a00:1',
      '::ffff:0:10.0.0.1',
      '::ffff:0:a9fe:a9fe',
      '::',
      '::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('::ffff:0:a9fe:a9fe')).toBe('169.254.169.254');
    expect(isPrivateAddress('::ffff:8.8.8.8')).toBe(false);
  });

  it('refuses NAT64 addresses of private IPv4 addresses, and every local-use NAT64 address', () => {
    for (const address of ['64:ff9b::127.0.0.1', '64:ff9b::a00:1', '64:ff9b::c0a8:101', '64:ff9b::a9fe:a9fe']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    expect(embeddedIpv4('64:ff9b::c0a8:101')).toBe('192.168.1.1');
    for (const address of ['64:ff9b:1::1', '64:ff9b:1::808:808', '64:ff9b:1:ffff::8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    expect(isPrivateAddress('64:ff9b::808:808')).toBe(false);
  });

  it('refuses 6to4 addresses of private IPv4 addresses', () => {
    for (const address of ['2002:7f00:1::', '2002:a00:1::1', '2002:c0a8:101:1::5', '2002:a9fe:a9fe::']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    expect(embeddedIpv4('2002:c0a8:101:1::5')).toBe('192.168.1.1');
    expect(isPrivateAddress('2002:808:808::1')).toBe(false);
  });

  it('refuses Teredo, documentation, discard and other reserved ranges', () => {
    for (const address of [
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001::1',
      '2001:db8::1',
      '100::1',
      'fd12:3456::1',
      'fe80::1%eth0',
      'ff02::1',
      '192.0.2.10',
      '198.51.100.7',
      '203.0.113.99',
      '255.255.255.255',
      'not-an-address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '93.184.216.34']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
