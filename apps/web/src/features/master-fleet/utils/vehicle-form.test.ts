import { describe, expect, it } from 'vitest';
import {
  emptyVehicleForm,
  firstInvalidField,
  normalisePlate,
  toVehicleInput,
  validateVehicleForm,
  type VehicleFormValues,
} from './vehicle-form';

const valid = (overrides: Partial<VehicleFormValues> = {}): VehicleFormValues => ({
  ...emptyVehicleForm(2026),
  license_plate: 'b 9123kxa',
  brand: 'Hino',
  vehicle_type_id: 4,
  depot_id: 2,
  fuel_tank_l: '100',
  imei: '359000000070010',
  gps_phone_no: '+62 812-0007-0010',
  ...overrides,
});

describe('vehicle form (docs/rules/master-fleet.md)', () => {
  it('MDF-1: writes a plate as the server stores it, or finds it is none', () => {
    expect(normalisePlate('b9123kxa')).toBe('B 9123 KXA');
    expect(normalisePlate('B 12')).toBe('B 12');
    expect(normalisePlate('12 B')).toBeNull();
    expect(validateVehicleForm(valid({ license_plate: 'XYZ 1' })).license_plate).toBe('plate');
  });

  it('needs the plate, brand, type, depot and fuel tank; the first problem is the plate', () => {
    const errors = validateVehicleForm(emptyVehicleForm(2026));
    expect(errors).toMatchObject({
      license_plate: 'required',
      brand: 'required',
      vehicle_type_id: 'required',
      depot_id: 'required',
      fuel_tank_l: 'required',
      imei: 'imei',
    });
    expect(firstInvalidField(errors)).toBe('license_plate');
  });

  it('MDF-2, MDF-4: a 15-digit IMEI; camera channels only on a dashcam device', () => {
    expect(validateVehicleForm(valid({ imei: '12345' })).imei).toBe('imei');
    expect(
      validateVehicleForm(valid({ device_type: 'teltonika', camera_channels: [1] }))
        .camera_channels,
    ).toBe('cameraUnsupported');
    expect(validateVehicleForm(valid({ has_device: false, imei: '' }))).toEqual({});
  });

  it('sends the stored plate, numbers and the device with sorted channels', () => {
    const input = toVehicleInput(
      valid({ device_type: 'vss-howen', camera_channels: [3, 1], fuel_tank_l: '90,5' }),
    );
    expect(input).toMatchObject({
      license_plate: 'B 9123 KXA',
      fuel_tank_l: 90.5,
      device: { gps_phone_no: '+6281200070010', camera_channels: [1, 3] },
    });
    expect(toVehicleInput(valid({ has_device: false })).device).toBeNull();
  });
});
