import { describe, expect, it } from 'vitest';
import { firstPaintComponents } from './first-paint-components';

describe('the antd components a drawn page shows', () => {
  it.each([
    ['<div class="ant-card ant-card-bordered"><div class="ant-card-body"></div></div>', ['Card']],
    ['<button class="ant-btn ant-btn-primary ant-btn-loading"></button>', ['Button']],
    ['<div class="ant-input-number"><input class="ant-input-number-input"></div>', ['InputNumber']],
    ['<span class="ant-input-affix-wrapper"><input class="ant-input"></span>', ['Input']],
    ['<div class="ant-row"><div class="ant-col ant-col-12"></div></div>', ['Col', 'Row']],
    [
      '<div class="ant-app css-var-r0 ant-layout"><header class="ant-layout-header"></header></div>',
      ['App', 'Layout'],
    ],
    ['<div class="ant-zoom-appear ant-motion-collapse"></div>', []],
    ['<span class="anticon anticon-user" role="img"></span><p class="intro">x</p>', []],
    ["<div class='ant-card'></div>", []],
  ])('%s', (html, components) => {
    expect(firstPaintComponents(html)).toEqual(['ConfigProvider', ...components].sort());
  });

  it('stops at a class of no known component, naming it', () => {
    expect(() => firstPaintComponents('<div class="ant-card ant-newthing-body"></div>')).toThrow(
      /ant-newthing-body/,
    );
  });
});
