export {
  embedVideoDescriptors,
  parseVideoDescriptor,
  VIDEO_DATA_ATTRIBUTE,
  VIDEO_ELEMENT,
  type VideoDescriptor,
  videoElementHtml,
} from './video-descriptor';
