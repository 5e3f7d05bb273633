export {
  embedVideoDescriptors,
  parseVideoDescriptor,
  VIDEO_DATA_ATTRIBUTE,
  VIDEO_ELEMENT,
  type VideoDescriptor,
  videoDescriptorSchema,
  videoElementHtml,
} from './video-descriptor';
