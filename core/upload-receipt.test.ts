import { UploadReceipts } from './upload-receipt.js';

const receipt = {
  userId: '0193e3a0-0000-7000-8000-000000000001',
  sha256: 'a'.repeat(64),
  size: 3,
  contentType: 'text/plain',
  filename: 'a.txt',
};

it('verifies its own receipts and nothing else', async () => {
  const receipts = new UploadReceipts('a-platform-secret-of-at-least-32-chars');
  const token = await receipts.sign(receipt);
  expect(await receipts.verify(token)).toEqual(receipt);
  expect(await new UploadReceipts(Buffer.from('a-platform-secret-of-at-least-32-chars')).verify(token)).toEqual(receipt);
  expect(await new UploadReceipts('another-platform-secret-of-32-chars!').verify(token)).toBeNull();
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { file: { size: number } };
  claims.file.size = 1;
  expect(await receipts.verify([header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.'))).toBeNull();
  expect(await receipts.verify(await receipts.sign(receipt, -1))).toBeNull();
});
