import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import type { AlertActionResult } from '../alerts/alerts';
import {
  AlertCenterNewTypeSchema,
  alertCenterNewType,
  alertCenterResolveType,
  alertCenterTagType,
  encodeLiveMessage,
  LIVE_ERROR_CODES,
  LIVE_LIMITS,
  LIVE_PROTOCOL_VERSION,
  parseClientMessage,
  parseServerMessage,
  serverMessageKind,
  ServerMessageSchema,
  systemNotifType,
  routeOptimizationType,
  fleetTaskEtaType,
  liveMessageType,
  SERVER_MESSAGE_SCHEMAS,
} from './live-channel';
import { ADDRESSED_LIVE_KINDS } from '../catalogue/live-messages';
import { makeLiveAlert } from '../testing';

const liveAlert = makeLiveAlert();

const resolved: AlertActionResult = {
  rawAlertId: ['ra-1001'],
  userId: 7,
  actionType: 'Resolve',
  type: 'Resolve',
  data: { isResolved: true },
  createdOn: '2026-11-20T08:16:00.000Z',
  aggregate: { updatedAlerts: 1, updatedAlertStatuses: 1, insertedAlertLogs: 1 },
};

describe('live channel protocol', () => {
  it('has a version', () => {
    expect(LIVE_PROTOCOL_VERSION).toBe(1);
  });

  it('builds the id-carrying type strings', () => {
    expect(alertCenterNewType(34)).toBe('alert-center-new-34');
    expect(alertCenterResolveType(12)).toBe('alert-center-resolve-12');
    expect(systemNotifType(34)).toBe('system-notif-34');
    expect(routeOptimizationType(7)).toBe('route-optimization-7');
    expect(serverMessageKind('route-optimization-7')).toBe('route-optimization');
    expect(serverMessageKind('route-optimization-x')).toBeNull();
    // FT-13
    expect(fleetTaskEtaType(7)).toBe('fleet-task-eta-7');
    expect(serverMessageKind('fleet-task-eta-7')).toBe('fleet-task-eta');
    expect(serverMessageKind('fleet-task-eta-0')).toBeNull();
    expect(alertCenterTagType(12)).toBe('alert-center-12');
    expect(() => alertCenterNewType(0)).toThrow(RangeError);
    expect(() => alertCenterNewType(1.5)).toThrow(RangeError);
    expect(() => alertCenterTagType('new-5')).toThrow(RangeError);
    expect(() => alertCenterTagType('a b')).toThrow(RangeError);
  });

  it('keeps the patterns in the JSON schema', () => {
    expect(Value.Check(AlertCenterNewTypeSchema, 'alert-center-new-34')).toBe(true);
    expect(Value.Check(AlertCenterNewTypeSchema, 'alert-center-new-x')).toBe(false);
    expect(Value.Check(AlertCenterNewTypeSchema, 'alert-center-new-034')).toBe(false);
  });

  it('tells the kind of each server type', () => {
    expect(serverMessageKind('PONG')).toBe('PONG');
    expect(serverMessageKind('alert-center-resolve-12')).toBe('alert-center-resolve');
    expect(serverMessageKind('alert-center-new-34')).toBe('alert-center-new');
    expect(serverMessageKind('alert-center-12')).toBe('alert-center');
    expect(serverMessageKind('alert-center-shared-5')).toBe('alert-center');
    expect(serverMessageKind('system-notif-34')).toBe('system-notif');
    expect(serverMessageKind('error')).toBe('error');
    expect(serverMessageKind('alert-center-new-abc')).toBeNull();
    expect(serverMessageKind('something')).toBeNull();
  });

  describe('parseClientMessage', () => {
    it('accepts update_tags and PING', () => {
      expect(
        parseClientMessage('{"type":"update_tags","payload":{"tags":["alert-center-12"]}}'),
      ).toEqual({
        ok: true,
        value: { type: 'update_tags', payload: { tags: ['alert-center-12'] } },
      });
      expect(parseClientMessage('{"type":"PING"}')).toEqual({ ok: true, value: { type: 'PING' } });
      expect(parseClientMessage('{"type":"update_tags","payload":{"tags":[]}}').ok).toBe(true);
    });

    it('refuses text that is not JSON', () => {
      const result = parseClientMessage('PING');
      expect(result).toEqual({
        ok: false,
        error: { type: 'error', code: LIVE_ERROR_CODES.invalidJson, message: expect.any(String) },
      });
    });

    it('refuses non-objects and missing types', () => {
      for (const raw of ['[]', 'null', '42', '{"payload":{}}', '{"type":5}']) {
        const result = parseClientMessage(raw);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error.code).toBe(LIVE_ERROR_CODES.invalidMessage);
      }
    });

    it('refuses unknown types, naming the expected ones', () => {
      const result = parseClientMessage('{"type":"PONG"}');
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe(LIVE_ERROR_CODES.unknownType);
        expect(result.error.message).toContain('update_tags');
      }
    });

    it('refuses malformed payloads with the path of the problem', () => {
      const cases = [
        '{"type":"update_tags"}',
        '{"type":"update_tags","payload":{}}',
        '{"type":"update_tags","payload":{"tags":"alert-center-12"}}',
        '{"type":"update_tags","payload":{"tags":[12]}}',
        '{"type":"update_tags","payload":{"tags":["has space"]}}',
        '{"type":"update_tags","payload":{"tags":[""]}}',
      ];
      for (const raw of cases) {
        const result = parseClientMessage(raw);
        expect(result.ok, raw).toBe(false);
        if (!result.ok) {
          expect(result.error.code).toBe(LIVE_ERROR_CODES.invalidMessage);
          expect(result.error.message).toMatch(/^Invalid update_tags message: /);
        }
      }
    });

    it('refuses too many tags and oversized frames', () => {
      const tags = Array.from({ length: LIVE_LIMITS.maxTags + 1 }, (_, i) => `t${i}`);
      const many = parseClientMessage(JSON.stringify({ type: 'update_tags', payload: { tags } }));
      expect(many.ok).toBe(false);
      const huge = parseClientMessage(
        JSON.stringify({ type: 'PING', pad: 'x'.repeat(LIVE_LIMITS.maxClientMessageChars) }),
      );
      expect(huge.ok).toBe(false);
      if (!huge.ok) expect(huge.error.code).toBe(LIVE_ERROR_CODES.messageTooLarge);
    });
  });

  describe('server messages', () => {
    it('round-trips every kind through encode and parseServerMessage', () => {
      const messages = [
        { type: 'PONG' },
        { type: alertCenterResolveType(12), payload: resolved },
        { type: alertCenterNewType(34), payload: liveAlert },
        { type: alertCenterTagType(12), payload: liveAlert },
        {
          type: systemNotifType(34),
          payload: {
            system_notification_uuid: '0b7e9c3a-4f1d-4c55-9a43-2f6f0d1c2e11',
            is_read: false,
            action: 'pop_up_image',
            data: { title: 'Fitur baru', description: 'Coba sekarang', url: '/img/a.png' },
            created_on: '2026-11-20T08:00:00.000Z',
            updated_on: null,
          },
        },
        { type: 'error', code: 'INVALID_JSON', message: 'Message is not valid JSON' },
      ] as const;
      const kinds = messages.map((m) => {
        expect(Value.Check(ServerMessageSchema, m)).toBe(true);
        const parsed = parseServerMessage(encodeLiveMessage(m));
        expect(parsed.ok).toBe(true);
        return parsed.ok ? parsed.value.kind : null;
      });
      expect(kinds).toEqual([
        'PONG',
        'alert-center-resolve',
        'alert-center-new',
        'alert-center',
        'system-notif',
        'error',
      ]);
    });

    it('refuses a payload of the wrong kind', () => {
      const wrong = parseServerMessage(
        JSON.stringify({ type: alertCenterNewType(34), payload: resolved }),
      );
      expect(wrong.ok).toBe(false);
      expect(Value.Check(ServerMessageSchema, { type: 'alert-center-new-34' })).toBe(false);
    });
  });

  describe('addressed kinds, as the domains declare them (catalogue/live-messages.ts)', () => {
    it.each(ADDRESSED_LIVE_KINDS.map((declared) => [declared.kind, declared] as const))(
      '%s has a type builder, a kind, a schema and a message id',
      (kind, declared) => {
        const type = liveMessageType(kind, 7);
        expect(type).toBe(`${kind}-7`);
        expect(serverMessageKind(type)).toBe(kind);
        expect(serverMessageKind(`${kind}-0`)).toBeNull();
        expect(() => liveMessageType(kind, 0)).toThrow(RangeError);
        expect((SERVER_MESSAGE_SCHEMAS[kind] as { $id?: string }).$id).toBe(declared.messageId);
        expect(SERVER_MESSAGE_SCHEMAS[kind].properties.payload).toBe(declared.payload);
      },
    );
  });
});
